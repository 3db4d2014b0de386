/**
 * What a person hears after a save, naming the record the way they know it ('Box size Small',
 * not '#12'): sent, waiting on this device, in conflict, or refused with the server's words.
 */
import type { MutationResult } from '../../offline';
import type { ResourceDef } from '../../resources/types';

export interface SaveMessage {
  status: 'success' | 'info' | 'warning' | 'error';
  text: string;
  /** it tells of a change still on this device: true only while the change waits there */
  waiting?: boolean;
}

export function recordName(def: ResourceDef, record: Record<string, unknown>): string {
  const title = record[def.titleField];
  return `${def.label} ${title === undefined || title === null || title === '' ? '(untitled)' : String(title)}`;
}

export function saveMessage(name: string, result: MutationResult, verb: 'saved' | 'created'): SaveMessage {
  switch (result.outcome) {
    case 'sent':
      return { status: 'success', text: `${name} ${verb}.` };
    case 'queued':
      return {
        status: 'info',
        text: `Saved on this device: ${name} is waiting to be sent and will go when the connection returns.`,
        waiting: true,
      };
    case 'conflict':
      return {
        status: 'warning',
        text: `Someone else changed ${name} meanwhile. Choose which version to keep in the outbox.`,
      };
    case 'rejected':
      return {
        status: 'error',
        text: `The server refused ${name}${result.error ? `: ${result.error}` : '.'} Your values are kept as typed.`,
      };
  }
}
