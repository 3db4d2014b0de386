/**
 * New delivery (`/d/deliveries/all/create`): the form is built from the declaration's editable
 * fields (required ones marked), validated by the same rules as a CSV row (the deliveries zod
 * schema, plus real calendar dates), and saved through the outbox. A refused save keeps every
 * value as typed; a queued save (offline) says so.
 */
import { Alert, Button, Field, Heading, HStack, Input, NativeSelect, SimpleGrid, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm, type FieldErrors, type GlobalError, type Resolver, type UseFormRegister } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { todayString } from '../../../lib/dates';
import { useReferenceList, useResourceMutation, type MutationResult, type StoredRecord } from '../../../offline';
import { deliveries } from '../../../resources/operations';
import type { FieldMeta } from '../../../resources/types';
import { IMPORT_COLUMNS, validateRow } from '../../delivery-upload';
import { useSelectedClient } from '../../quick-menu';
import { deliveryDetailPath } from '../paths';

type FormValues = Record<string, string>;
const FIELDS = deliveries.fields as Record<string, FieldMeta>;
const FORM_FIELDS = IMPORT_COLUMNS.filter((f) => f !== 'runId' && f !== 'failureReason');

function defaults(clientId: number): FormValues {
  const out: FormValues = Object.fromEntries(FORM_FIELDS.map((f) => [f, '']));
  return { ...out, clientId: clientId > 0 ? String(clientId) : '', date: todayString(), status: 'pending', serviceType: 'home', countryId: '1', boxCount: '1', weightKg: '0', geoIssue: 'false' };
}

type Options = Record<string, StoredRecord[]>;

function RefOptions({ rows }: { rows: StoredRecord[] }) {
  return (
    <>
      {rows.map((r) => (
        <option key={r.id} value={r.id}>
          {String(r.displayName ?? r.name ?? r.id)}
        </option>
      ))}
    </>
  );
}

interface Parsed {
  record: Record<string, unknown>;
  clientId: number;
}

/** The CSV row rules (deliveries schema, real dates, types) as the form's resolver. */
const resolver: Resolver<FormValues, unknown, Parsed> = (values) => {
  const { clientId, ...cells } = values;
  const { record, messages } = validateRow(cells);
  const errors: FieldErrors<FormValues> = {};
  if (!clientId) errors.clientId = { type: 'required', message: 'Choose a client' };
  for (const m of messages) {
    const field = m.split(':')[0] ?? '';
    const message = m.slice(field.length + 1).trim() || m;
    if (FORM_FIELDS.includes(field)) errors[field] = { type: 'validate', message };
    else errors.root = Object.assign({} as Record<string, GlobalError>, { type: 'validate', message: m });
  }
  if (record && clientId) return { values: { record, clientId: Number(clientId) }, errors: {} };
  const empty: Record<string, never> = {};
  return { values: empty, errors };
};

function Control({ name, meta, register, refs }: { name: string; meta: FieldMeta; register: UseFormRegister<FormValues>; refs: Options }) {
  if (meta.type === 'enum' || meta.type === 'boolean' || meta.type === 'ref') {
    const options = meta.type === 'boolean' ? ['false', 'true'] : (meta.options ?? []);
    return (
      <NativeSelect.Root size="sm">
        <NativeSelect.Field {...register(name)}>
          {meta.type === 'ref' && <option value="">—</option>}
          {meta.type === 'ref' ? <RefOptions rows={refs[meta.ref ?? ''] ?? []} /> : options.map((o) => <option key={o} value={o}>{meta.type === 'boolean' ? (o === 'true' ? 'Yes' : 'No') : o}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  }
  if (meta.type === 'text') return <Textarea size="sm" {...register(name)} />;
  const type = meta.type === 'date' ? 'date' : meta.type === 'number' || meta.type === 'integer' ? 'number' : 'text';
  return <Input size="sm" type={type} step={meta.type === 'number' ? 'any' : undefined} {...register(name)} />;
}

export function DeliveryCreatePage() {
  const clients = useReferenceList('clients');
  const countries = useReferenceList('countries');
  const states = useReferenceList('states');
  const routingGroups = useReferenceList('routingGroups');
  const zones = useReferenceList('zones');
  const depots = useReferenceList('depots');
  const lists = [clients, countries, states, routingGroups, zones, depots];
  if (lists.some((l) => l.isLoading)) {
    return (
      <HStack p="4">
        <Spinner size="sm" />
        <Text>Loading…</Text>
      </HStack>
    );
  }
  // The form mounts once the options exist, so each select starts on its default value.
  return <CreateForm options={{ clients: clients.data, countries: countries.data, states: states.data, routingGroups: routingGroups.data, zones: zones.data, depots: depots.data }} />;
}

function CreateForm({ options }: { options: Options }) {
  const { clientId } = useSelectedClient();
  const navigate = useNavigate();
  const mutation = useResourceMutation('deliveries');
  const [result, setResult] = useState<MutationResult | null>(null);
  const form = useForm<FormValues, unknown, Parsed>({ defaultValues: defaults(clientId), resolver });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ record, clientId: chosen }) => {
    setResult(null);
    const r = await mutation.create({ ...record, clientId: chosen });
    setResult(r);
    if (r.outcome === 'sent' && r.record && typeof r.record.id === 'number' && r.record.id > 0) navigate(deliveryDetailPath(r.record.id));
    // The outbox does not hand back the server's id of a create; find the new delivery by its reference.
    else if (r.outcome === 'sent') navigate(`/d/deliveriesN/all?q=${encodeURIComponent(String(record.reference))}`);
    else if (r.outcome === 'queued') form.reset(defaults(chosen));
  });

  return (
    <Stack gap="4" p={{ base: '3', md: '4' }} maxW="64rem">
      <HStack justify="space-between">
        <Heading as="h1" size="lg">
          New delivery
        </Heading>
        <Button size="sm" variant="ghost" asChild>
          <RouterLink to="/d/deliveries/all">Back to deliveries</RouterLink>
        </Button>
      </HStack>
      <form aria-label="New delivery" noValidate onSubmit={(e) => void submit(e)}>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="3">
            <Field.Root required invalid={!!errors.clientId}>
              <Field.Label>
                Client <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field {...form.register('clientId')}>
                  <option value="">Choose a client</option>
                  <RefOptions rows={options.clients ?? []} />
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{errors.clientId?.message}</Field.ErrorText>
            </Field.Root>
            {FORM_FIELDS.map((name) => {
              const meta = FIELDS[name] as FieldMeta;
              return (
                <Field.Root key={name} required={meta.required} invalid={!!errors[name]}>
                  <Field.Label>
                    {meta.label} {meta.required && <Field.RequiredIndicator />}
                  </Field.Label>
                  <Control name={name} meta={meta} register={form.register} refs={options} />
                  <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
                </Field.Root>
              );
            })}
          </SimpleGrid>
          {errors.root?.message && <Text color="fg.error">{errors.root.message}</Text>}
          {result && result.outcome !== 'sent' && (
            <Alert.Root status={result.outcome === 'queued' ? 'info' : 'error'} role="status" data-testid="save-result">
              <Alert.Indicator />
              <Alert.Description>
                {result.outcome === 'queued'
                  ? 'Saved on this device. The delivery will be created when the connection returns; it is listed as “New, unsent” until then.'
                  : `The delivery was not created: ${result.error ?? 'refused by the server'}. Your entries are kept; correct them and save again.`}
              </Alert.Description>
            </Alert.Root>
          )}
          <HStack>
            <Button type="submit" loading={isSubmitting}>
              Create delivery
            </Button>
          </HStack>
        </Stack>
      </form>
    </Stack>
  );
}
