/**
 * Edit form for a record's `editable` fields. Saving patches only the changed fields through
 * the outbox (sent at once when online, queued otherwise). A refused save keeps the form as typed.
 */
import { Alert, Button, Field, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useResourceMutation, type MutationResult, type StoredRecord } from '../../offline';
import type { FieldMeta, ResourceDef } from '../../resources/types';

type Draft = Record<string, string>;

export function editableFields(def: ResourceDef): [string, FieldMeta][] {
  return Object.entries(def.fields as Record<string, FieldMeta>).filter(([, m]) => m.editable && m.type !== 'json');
}

function toText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

function fromText(meta: FieldMeta, text: string): unknown {
  if (text === '' && meta.type !== 'string' && meta.type !== 'text') return null;
  if (meta.type === 'number' || meta.type === 'integer' || meta.type === 'ref') return Number(text);
  if (meta.type === 'boolean') return text === 'true';
  return text;
}

export function changedFields(def: ResourceDef, record: StoredRecord, draft: Draft): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, meta] of editableFields(def)) {
    const text = draft[name];
    if (text === undefined || text === toText(record[name])) continue;
    out[name] = fromText(meta, text);
  }
  return out;
}

const MESSAGES: Record<MutationResult['outcome'], { status: 'success' | 'info' | 'warning' | 'error'; text: string }> = {
  sent: { status: 'success', text: 'Saved.' },
  queued: { status: 'info', text: 'Saved on this device. It will be sent when the connection returns.' },
  conflict: { status: 'warning', text: 'Someone else changed this record meanwhile. Choose which version to keep in the outbox.' },
  rejected: { status: 'error', text: 'The server refused this change' },
};

function FieldInput({ name, meta, value, onChange }: { name: string; meta: FieldMeta; value: string; onChange: (v: string) => void }) {
  if (meta.type === 'enum' || meta.type === 'boolean') {
    const options = meta.type === 'boolean' ? ['true', 'false'] : (meta.options ?? []);
    return (
      <NativeSelect.Root size="sm">
        <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.target.value)}>
          {meta.type !== 'boolean' && !meta.required && <option value="">—</option>}
          {options.map((o) => (
            <option key={o} value={o}>
              {meta.type === 'boolean' ? (o === 'true' ? 'Yes' : 'No') : o}
            </option>
          ))}
        </NativeSelect.Field>
      </NativeSelect.Root>
    );
  }
  if (meta.type === 'text') return <Textarea size="sm" name={name} value={value} onChange={(e) => onChange(e.target.value)} />;
  const type = meta.type === 'date' ? 'date' : meta.type === 'number' || meta.type === 'integer' || meta.type === 'ref' ? 'number' : 'text';
  return <Input size="sm" type={type} step={meta.type === 'number' ? 'any' : undefined} name={name} value={value} onChange={(e) => onChange(e.target.value)} />;
}

export function EditForm({ def, record }: { def: ResourceDef; record: StoredRecord }) {
  const mutation = useResourceMutation(def.name);
  const [draft, setDraft] = useState<Draft>({});
  const [result, setResult] = useState<MutationResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fields = editableFields(def);
  const busy = mutation.state.patches[String(record.id)]?.requesting ?? false;
  const changes = changedFields(def, record, draft);
  const dirty = Object.keys(changes).length > 0;

  const save = async () => {
    setError(null);
    try {
      const r = await mutation.patch(record.id, changes, record.version);
      setResult(r);
      if (r.outcome !== 'rejected') setDraft({});
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <form
      aria-label={`Edit ${def.label.toLowerCase()}`}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {fields.map(([name, meta]) => (
            <Field.Root key={name} required={meta.required}>
              <Field.Label>{meta.label}</Field.Label>
              <FieldInput name={name} meta={meta} value={draft[name] ?? toText(record[name])} onChange={(v) => setDraft((d) => ({ ...d, [name]: v }))} />
            </Field.Root>
          ))}
        </SimpleGrid>
        {result && (
          <Alert.Root status={MESSAGES[result.outcome].status} role="status" data-testid="save-result">
            <Alert.Indicator />
            <Alert.Description>
              {MESSAGES[result.outcome].text}
              {result.outcome === 'rejected' && result.error ? `: ${result.error}` : ''}
            </Alert.Description>
          </Alert.Root>
        )}
        {error && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>Your change could not be saved: {error}</Alert.Description>
          </Alert.Root>
        )}
        <Button type="submit" alignSelf="flex-start" disabled={!dirty || busy} loading={busy}>
          Save changes
        </Button>
      </Stack>
    </form>
  );
}
