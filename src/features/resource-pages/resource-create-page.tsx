/**
 * The generic create page, for any declaration with a `create` screen: one input per editable
 * field (required ones marked), starting values from the declaration and the link, the whole
 * record checked by the declaration's zod, and saved through the outbox. When the server took it
 * the page opens the new record (or its list) with a confirmation naming it; when it waits on this
 * device the page says so and clears; a refused save keeps every value as typed.
 */
import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { apiJson } from '../../lib/api';
import { useResourceMutation } from '../../offline';
import { resourceByName } from '../../resources';
import type { ListResponse, ResourceDef } from '../../resources/types';
import { screenById, screenPath, recordPath } from '../../screens';
import { useCurrentUser } from '../auth';
import { useSelectedClient } from '../quick-menu';
import { createClientId, createDefaults, createPayload } from './create-values';
import { editableFields, type Draft, type FieldErrors } from './field-values';
import { FieldGrid, SaveResult } from './field-grid';
import { recordName, saveMessage, type SaveMessage } from './save-messages';

/**
 * The id of a record just created, when the outbox's answer did not carry it: looked up by one of
 * the declaration's unique field sets (a box size's code, a user's e-mail).
 */
async function findCreated(def: ResourceDef, record: Record<string, unknown>): Promise<number | null> {
  const set = def.unique?.find((fields) => fields.every((f) => def.fields[f]?.filter && (typeof record[f] === 'string' || typeof record[f] === 'number')));
  if (!set) return null;
  const search = new URLSearchParams({ limit: '20' });
  for (const f of set) search.set(f, String(record[f]));
  try {
    const found = await apiJson<ListResponse<Record<string, unknown> & { id: number }>>(`${def.path}?${search.toString()}`);
    const same = (v: unknown, w: unknown) => String(v).toLowerCase() === String(w).toLowerCase();
    return found.data.find((row) => set.every((f) => same(row[f], record[f])))?.id ?? null;
  } catch {
    return null;
  }
}

/** Location state a page shows once, as the outcome of the step that led there. */
export interface NoticeState {
  notice?: SaveMessage;
}

export function ResourceCreatePage({ resource }: { resource: string }) {
  const def = resourceByName(resource);
  if (!def) throw new Error(`Unknown resource ${resource}`);
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const { clientId: selected } = useSelectedClient();
  const navigate = useNavigate();
  const mutation = useResourceMutation(def.name);
  const [draft, setDraft] = useState<Draft>(() => createDefaults(def, user, params));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<SaveMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const fields = editableFields(def);
  const listId = `${def.name}.list`;
  const detailId = `${def.name}.detail`;

  const save = async () => {
    setMessage(null);
    const { record, errors: found } = createPayload(def, draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setMessage({ status: 'error', text: 'Some values need fixing; see the fields marked below.' });
      return;
    }
    const name = recordName(def, record);
    const clientId = createClientId(def, record, user, selected > 0 ? selected : null);
    setBusy(true);
    try {
      const r = await mutation.create(clientId === null ? record : { ...record, clientId });
      const notice = saveMessage(name, r, 'created');
      const id = typeof r.record?.id === 'number' ? r.record.id : r.outcome === 'sent' ? await findCreated(def, record) : null;
      if (r.outcome === 'sent' && id !== null && screenById(detailId)) navigate(recordPath(detailId, id), { state: { notice } satisfies NoticeState });
      else if (r.outcome === 'sent' && screenById(listId)) navigate(screenPath(listId), { state: { notice } satisfies NoticeState });
      else {
        setMessage(notice);
        if (r.outcome !== 'rejected') setDraft(createDefaults(def, user, params));
      }
    } catch (e) {
      setMessage({ status: 'error', text: `${name} could not be created: ${e instanceof Error ? e.message : String(e)}. Your values are kept as typed.` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="5" p="4" maxW="4xl">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="lg">
          New {def.label.toLowerCase()}
        </Heading>
        {screenById(listId) && (
          <RouterLink to={screenPath(listId)}>Back to {def.labelPlural.toLowerCase()}</RouterLink>
        )}
      </HStack>
      <form
        aria-label={`New ${def.label.toLowerCase()}`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack gap="3">
          <FieldGrid fields={fields} errors={errors} valueOf={(name) => draft[name] ?? ''} onChange={(name, v) => setDraft((d) => ({ ...d, [name]: v }))} />
          <SaveResult message={message} />
          <Button type="submit" alignSelf="flex-start" loading={busy} disabled={busy}>
            Create {def.label.toLowerCase()}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
