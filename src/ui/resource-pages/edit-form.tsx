/**
 * Edit form for a record's editable fields, opened from the detail page. It offers the fields the
 * declaration lets this user change on this record (src/resources/writes.ts, the server's own
 * question) and shows the rest read-only with the reason. Saving checks the changed fields with
 * the declaration's zod and cross-field rules (messages name the field), then patches only those
 * fields through the outbox (sent at once when online, queued otherwise) and says what became of
 * the change in one notice naming the record by its title (src/ui/notices.tsx). A refused or
 * failed save keeps the form as typed. Opened in place of the page's fields, it takes the focus
 * on its first input; a save that went through calls `onSaved` (the page's edit mode,
 * edit-mode.ts) to return to view.
 */
import { Button, HStack, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useResourceMutation, type StoredRecord } from '../../offline';
import type { FieldMeta, ResourceDef } from '../../resources/types';
import { crossFieldProblems, registered } from '../../resources';
import { useCurrentUser } from '../../session/auth-context';
import { useMenuContext } from '../../session/use-menu-context';
import {
  changedValues,
  offeredFields,
  toText,
  validateValues,
  type Draft,
  type EditNarrowing,
  type FieldErrors,
} from './field-values';
import { FieldGrid } from './field-grid';
import { readText } from './format';
import { lineReferences } from './lines-value';
import { useRefTitles } from './ref-titles';
import { useRecordZones } from '../use-depot-zone';
import { recordName } from './save-messages';
import { inSentence } from '../../resources';
import { notify, notifySave } from '../notices';

export { editableFields } from './field-values';

/** the form's first control the user may change */
const FIRST_INPUT =
  'input:not([type=hidden]):not([disabled]):not([readonly]), select:not([disabled]), textarea:not([disabled])';

export function EditForm({
  def,
  record,
  onClose,
  onSaved,
  narrowing,
}: {
  def: ResourceDef;
  record: StoredRecord;
  onClose?: () => void;
  /** a save that was sent, queued or met a conflict (its notice given): the page goes back to view mode */
  onSaved?: () => void;
  /** what this user may edit of this record, when narrower than the declaration */
  narrowing?: EditNarrowing | null;
}) {
  const mutation = useResourceMutation(registered(def.name));
  const [draft, setDraft] = useState<Draft>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const user = useCurrentUser();
  const context = useMenuContext();
  const formRef = useRef<HTMLFormElement>(null);
  // opened where the fields stood: the first field the user may change takes the focus
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>(FIRST_INPUT)?.focus();
  }, []);
  // the declaration's write rules for this user and record (the server's question), within any
  // narrowing; a status offers only the moves this user may make from the stored one
  const offers = offeredFields(user, def, narrowing, record, context);
  const fields = offers.flatMap(({ name, offer }): [string, FieldMeta][] => (offer.ok ? [[name, offer.meta]] : []));
  // read-only fields read as on the detail page: a run, state or country by its name, not its number
  const lockedFields = offers.flatMap(({ name, meta, offer }): [string, FieldMeta][] =>
    offer.ok ? [] : [[name, meta]],
  );
  const inLines = lineReferences(lockedFields, record);
  const titles = useRefTitles(
    [...lockedFields.map(([name, meta]) => ({ name, meta })), ...inLines.columns],
    [record, ...inLines.rows],
  );
  // the read-only fields' times on the record's depot clock, as the page around the form reads them
  const zone = useRecordZones(def, [record])(record);
  const locked = new Map(
    offers.flatMap(({ name, meta, offer }) =>
      offer.ok
        ? []
        : [
            [
              name,
              {
                meta,
                value: readText(meta, record[name], titles, zone),
                reason: offer.reason,
              },
            ] as const,
          ],
    ),
  );
  const busy = mutation.state.patches[String(record.id)]?.requesting ?? false;
  const changes = changedValues(def, record, draft);
  const dirty = Object.keys(changes).length > 0;

  const save = async () => {
    const found = validateValues(def, changes, true);
    for (const p of crossFieldProblems(def, { ...record, ...changes })) found[p.field] ??= p.message;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const name = recordName(def, { ...record, ...changes });
    try {
      const r = await mutation.patch(record.id, changes, record.version);
      // the form stands on the record's own page: no link to it
      notifySave(name, r);
      if (r.outcome !== 'rejected' && onSaved) return onSaved();
      if (r.outcome !== 'rejected') setDraft({});
    } catch (e) {
      notify({
        status: 'error',
        text: `${name} could not be saved: ${e instanceof Error ? e.message : String(e)}. Your values are kept as typed.`,
      });
    }
  };

  return (
    <form
      ref={formRef}
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
