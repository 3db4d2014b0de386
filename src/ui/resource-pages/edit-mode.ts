/**
 * A detail page's edit mode, one for every detail page (generic and hand-written): 'Edit' turns the
 * page's own fields into the form where they stood, and a save that went through (sent, queued or
 * in conflict) returns the page to view mode with the save's message above the fields. Moving to
 * another record (same page, new id) leaves edit mode and drops the message. The Edit button is
 * offered by `offersEdit`: when this user may change at least one field of this record.
 */
import { useState } from 'react';
import { can, writableFields } from '../../resources';
import type { AccessContext, AccessRecord } from '../../resources/access';
import type { AccessUser } from '../../resources/roles';
import type { ResourceDef } from '../../resources/types';
import type { SaveMessage } from './save-messages';

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
  /** what the last save of this record said, shown in view mode */
  saved: SaveMessage | null;
  open: () => void;
  close: () => void;
  /** the form's save went through: back to view mode, saying so */
  done: (message: SaveMessage) => void;
}

/**
 * `waiting`: this record still has a change in the outbox. A 'waiting to be sent' message goes
 * once the change has gone (the sent notice then says so): left up, it said the opposite of the
 * page's fields and the notice beside it.
 */
export function useEditMode(id: number, waiting: boolean): EditMode {
  const [state, setState] = useState<{ id: number; editing: boolean; saved: SaveMessage | null } | null>(null);
  const mine = state?.id === id ? state : null;
  const saved = mine && !mine.editing ? mine.saved : null;
  return {
    editing: mine?.editing ?? false,
    saved: saved?.waiting && !waiting ? null : saved,
    open: () => setState({ id, editing: true, saved: null }),
    close: () => setState({ id, editing: false, saved: null }),
    done: (message) => setState({ id, editing: false, saved: message }),
  };
}
