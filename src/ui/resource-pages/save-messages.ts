/**
 * How the generic forms name a record to the people saving it ('Box size Small', not '#12'),
 * and the shape of a message a form shows in place (a check that stopped a save before it was
 * made). What became of a save itself is a notice (src/ui/notices.tsx: saveNotice), not this.
 */
import type { ResourceDef } from '../../resources/types';

export interface SaveMessage {
  status: 'success' | 'info' | 'warning' | 'error';
  text: string;
}

export function recordName(def: ResourceDef, record: Record<string, unknown>): string {
  const title = record[def.titleField];
  return `${def.label} ${title === undefined || title === null || title === '' ? '(untitled)' : String(title)}`;
}
