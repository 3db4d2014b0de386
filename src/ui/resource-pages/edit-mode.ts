/**
 * A detail page's edit mode, one for every detail page (generic and hand-written): 'Edit' turns the
 * page's own fields into the form where they stood, and a save that went through (sent, queued or
 * in conflict) returns the page to view mode; the save is heard as a notice (src/ui/notices.tsx),
 * not on the page. Moving to another record (same page, new id) leaves edit mode. The Edit button is
 * offered by `offersEdit`: when this user may change at least one field of this record.
 */
import { useState } from 'react';
import { can, writableFields } from '../../resources';
import type { AccessContext, AccessRecord } from '../../resources/access';
import type { AccessUser } from '../../resources/roles';
import type { ResourceDef } from '../../resources/types';

/**
 * Is 'Edit' offered on this record? The record and field rules, as the server asks them
 * (src/resources/writes.ts), within `only` when a resource rule narrows the fields.
 */
export function offersEdit(
  user: AccessUser,
  def: ResourceDef,
  record: AccessRecord,
  context: AccessContext,
  only?: readonly string[],
): boolean {
  return (
    can(user, def, 'patch', context, record) &&
    writableFields(user, def, record, context).some(([name]) => !only || only.includes(name))
  );
}

export interface EditMode {
  editing: boolean;
  open: () => void;
  close: () => void;
  /** the form's save went through: back to view mode */
  done: () => void;
}

export function useEditMode(id: number): EditMode {
  // the id being edited; another record's page (same route, new id) is in view mode
  const [editingId, setEditingId] = useState<number | null>(null);
  return {
    editing: editingId === id,
    open: () => setEditingId(id),
    close: () => setEditingId(null),
    done: () => setEditingId(null),
  };
}
