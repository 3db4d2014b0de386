/**
 * Edit form for a record's editable fields, opened from the detail page. It offers the fields the
 * declaration lets this user change on this record (src/resources/writes.ts, the server's own
 * question) and shows the rest read-only with the reason. Saving checks the changed fields with
 * the declaration's zod and cross-field rules (messages name the field), then patches only those
 * fields through the outbox (sent at once when online, queued otherwise) and says what became of
 * the change, naming the record by its title. A refused or failed save keeps the form as typed.
 */
import { Button, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useResourceMutation, type StoredRecord } from '../../offline';
import type { FieldMeta, ResourceDef } from '../../resources/types';
import { crossFieldProblems, mayWriteField, registered } from '../../resources';
import { useCurrentUser } from '../../session/auth-context';
import { useMenuContext } from '../../session/use-menu-context';
import {
  changedValues,
  narrowedFields,
  toText,
  validateValues,
  type Draft,
  type EditNarrowing,
  type FieldErrors,
} from './field-values';
import { FieldGrid, SaveResult } from './field-grid';
import { recordName, saveMessage, type SaveMessage } from './save-messages';
import { inSentence, statusChoices } from '../../resources';

export { editableFields } from './field-values';

export function EditForm({
  def,
  record,
  onClose,
  narrowing,
}: {
  def: ResourceDef;
  record: StoredRecord;
  onClose?: () => void;
  /** what this user may edit of this record, when narrower than the declaration */
  narrowing?: EditNarrowing | null;
}) {
  const mutation = useResourceMutation(registered(def.name));
  const [draft, setDraft] = useState<Draft>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<SaveMessage | null>(null);
  const user = useCurrentUser();
  const context = useMenuContext();
  // A status is offered only with the moves this user may make from the stored one (its lifecycle).
  const status = def.lifecycle?.field;
  // the declaration's write rules for this user and record (the server's question), within any narrowing
  const verdicts = narrowedFields(def, narrowing).map(
    ([name, meta]) => [name, meta, mayWriteField(user, def, name, record, context)] as const,
  );
  const fields = verdicts.flatMap(([name, meta, v]): [string, FieldMeta][] =>
    !v.ok
      ? []
      : name === status
        ? [[name, { ...meta, options: statusChoices(def, user, String(record[name]), context) }]]
        : [[name, meta]],
  );
  const locked = new Map(
    verdicts.flatMap(([name, meta, v]) =>
      v.ok ? [] : [[name, { meta, value: toText(meta, record[name]), reason: v.reason }] as const],
    ),
  );
  const busy = mutation.state.patches[String(record.id)]?.requesting ?? false;
  const changes = changedValues(def, record, draft);
  const dirty = Object.keys(changes).length > 0;

  const save = async () => {
    setMessage(null);
    const found = validateValues(def, changes, true);
    for (const p of crossFieldProblems(def, { ...record, ...changes })) found[p.field] ??= p.message;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const name = recordName(def, { ...record, ...changes });
    try {
      const r = await mutation.patch(record.id, changes, record.version);
      setMessage(saveMessage(name, r, 'saved'));
      if (r.outcome !== 'rejected') setDraft({});
    } catch (e) {
      setMessage({
        status: 'error',
        text: `${name} could not be saved: ${e instanceof Error ? e.message : String(e)}. Your values are kept as typed.`,
      });
    }
  };

  return (
    <form
      aria-label={`Edit ${inSentence(def.label)}`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack gap="3">
        <FieldGrid
          fields={fields}
          errors={errors}
          valueOf={(name, meta) => draft[name] ?? toText(meta, record[name])}
          onChange={(name, v) => setDraft((d) => ({ ...d, [name]: v }))}
          locked={locked}
        />
        <SaveResult message={message} />
        <HStack>
          <Button type="submit" disabled={!dirty || busy} loading={busy}>
            Save changes
          </Button>
          {onClose && (
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  );
}
