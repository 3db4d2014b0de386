/**
 * The generic create page, for any declaration with a `create` screen: one input per editable
 * field (required ones marked), starting values from the declaration and the link, the whole
 * record checked by the declaration's zod, and saved through the outbox. The save's outcome is
 * one notice naming the record (src/ui/notices.tsx): when the server took it the page opens the
 * new record (or its list); when it waits on this device the notice says so and the form clears;
 * a refused save names the record and the server's reason and keeps every value as typed. A page with
 * more to say (deliveries) names its fields, starting values, a client question and further
 * checks as options; one whose resource rule narrows the declaration (users) gives the narrowing,
 * so the form offers only the fields and choices the server accepts from this user.
 */
import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { apiJson } from '../../lib/api';
import { useResourceMutation } from '../../offline';
import { inSentence, resources, type ResourceName } from '../../resources';
import type { FieldMeta, ListResponse, ResourceDef } from '../../resources/types';
import { isScreenId, screenPath, recordPath } from '../../screens';
import { useCurrentUser } from '../../session/auth-context';
import { useMenuContext } from '../../session/use-menu-context';
import { useSelectedClient } from '../../session/selected-client';
import { createClientId, createDefaults, createPayload } from './create-values';
import { offeredFields, type Draft, type EditNarrowing, type FieldErrors } from './field-values';
import { FieldGrid } from './field-grid';
import { SaveResult } from './save-result';
import { recordName, type SaveMessage } from './save-messages';
import { notify, notifySave, recordLink } from '../notices';

/**
 * The id of a record just created, when the outbox's answer did not carry it: looked up by one of
 * the declaration's unique field sets (a box size's code, a user's e-mail).
 */
async function findCreated(def: ResourceDef, record: Record<string, unknown>): Promise<number | null> {
  const set = def.unique?.find((fields) =>
    fields.every((f) => def.fields[f]?.filter && (typeof record[f] === 'string' || typeof record[f] === 'number')),
  );
  if (!set) return null;
  const search = new URLSearchParams({ limit: '20' });
  for (const f of set) search.set(f, String(record[f]));
  try {
    const found = await apiJson<ListResponse<Record<string, unknown> & { id: number }>>(
      `${def.path}?${search.toString()}`,
    );
    const same = (v: unknown, w: unknown) => String(v).toLowerCase() === String(w).toLowerCase();
    return found.data.find((row) => set.every((f) => same(row[f], record[f])))?.id ?? null;
  } catch {
    return null;
  }
}

export interface CreateOptions {
  /** the fields the form shows, in order (default: the declaration's editable fields) */
  fields?: readonly string[];
  /** starting values over the declaration's (values in the link still win) */
  defaults?: Draft;
  /** ask which client the record is for (starting on the quick menu's client) */
  askClient?: boolean;
  /** further checks of the typed values, by field, run with the declaration's */
  check?: (draft: Draft) => FieldErrors;
  /** what this user may give a new record when a resource rule narrows the declaration (a user account) */
  narrowing?: EditNarrowing;
}

/** A starting value a narrowed choice does not offer (a link's `?role=admin` for a client-admin) starts empty. */
function withinNarrowing(draft: Draft, narrowing: EditNarrowing | undefined): Draft {
  const out = { ...draft };
  for (const [name, allowed] of Object.entries(narrowing?.options ?? {}))
    if (allowed && out[name] && !allowed.includes(out[name])) out[name] = '';
  return out;
}

const CLIENT_FIELD: [string, FieldMeta] = [
  'clientId',
  { label: 'Client', type: 'ref', ref: 'clients', required: true },
];

export function ResourceCreatePage({ resource, options = {} }: { resource: ResourceName; options?: CreateOptions }) {
  const def = resources[resource];
  const user = useCurrentUser();
  const context = useMenuContext();
  const [params] = useSearchParams();
  const { clientId: selected } = useSelectedClient();
  const navigate = useNavigate();
  const mutation = useResourceMutation(resource);
  const startingDraft = (): Draft => {
    const out = { ...createDefaults(def, user, params), ...options.defaults };
    if (options.askClient) out.clientId = selected > 0 ? String(selected) : '';
    for (const [k, v] of params) if (k in out) out[k] = v;
    return withinNarrowing(out, options.narrowing);
  };
  const [draft, setDraft] = useState<Draft>(startingDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<SaveMessage | null>(null);
  const [busy, setBusy] = useState(false);
  // the fields this user may give a new record, a status with the statuses it may start in
  // (offerField, src/resources/writes.ts: the server's question), within the account rule's
  // narrowing where there is one; the rest get the server's blank
  const declared = offeredFields(user, def, options.narrowing, undefined, context).flatMap(
    ({ name, offer }): [string, FieldMeta][] => (offer.ok ? [[name, offer.meta]] : []),
  );
  const shown = options.fields ? options.fields.flatMap((f) => declared.filter(([name]) => name === f)) : declared;
  const fields = options.askClient ? [CLIENT_FIELD, ...shown] : shown;
  const listId = `${def.name}.list`;
  const detailId = `${def.name}.detail`;

  const save = async () => {
    setMessage(null);
    const { record, errors: declaredErrors } = createPayload(def, draft);
    const found: FieldErrors = { ...options.check?.(draft), ...declaredErrors };
    if (options.askClient && !draft.clientId) found.clientId = 'Choose a client.';
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setMessage({ status: 'error', text: 'Some values need fixing; see the fields marked below.' });
      return;
    }
    const name = recordName(def, record);
    const clientId = options.askClient
      ? Number(draft.clientId)
      : createClientId(def, record, user, selected > 0 ? selected : null);
    setBusy(true);
    try {
      const r = await mutation.create(clientId === null ? record : { ...record, clientId });
      const id =
        typeof r.record?.id === 'number' ? r.record.id : r.outcome === 'sent' ? await findCreated(def, record) : null;
      notifySave(name, r, { done: 'created', link: id === null ? null : recordLink(def.name, id, name) });
      if (r.outcome === 'sent' && id !== null && isScreenId(detailId)) navigate(recordPath(detailId, id));
      else if (r.outcome === 'sent' && isScreenId(listId)) navigate(screenPath(listId));
      else if (r.outcome !== 'rejected') setDraft(startingDraft());
    } catch (e) {
      notify({
        status: 'error',
        text: `${name} could not be created: ${e instanceof Error ? e.message : String(e)}. Your values are kept as typed.`,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="5" p="4" maxW="4xl">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="lg">
          New {inSentence(def.label)}
        </Heading>
        {isScreenId(listId) && <RouterLink to={screenPath(listId)}>Back to {inSentence(def.labelPlural)}</RouterLink>}
      </HStack>
      <form
        aria-label={`New ${inSentence(def.label)}`}
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
            valueOf={(name) => draft[name] ?? ''}
            onChange={(name, v) => setDraft((d) => ({ ...d, [name]: v }))}
          />
          <SaveResult message={message} />
          <Button type="submit" alignSelf="flex-start" loading={busy} disabled={busy}>
            Create {inSentence(def.label)}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
