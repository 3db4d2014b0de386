/**
 * The generic CSV import, for any declaration with an `import` screen: the chosen file is parsed
 * and checked here with the declaration's rules, its problems listed by the file's line number;
 * Import is offered only when there are none, needs the network, and the server checks again and
 * creates every row or none (`POST /api/import/{resource}`). The Idempotency-Key is made once per
 * chosen file, so pressing Import again after a lost answer cannot import the file twice. A
 * client-scoped resource's rows belong to one client: the page asks which (the selected client
 * first), and sends it.
 */
import { Alert, Button, Field, Heading, HStack, Input, List, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { apiJson, ApiError } from '../../lib/api';
import { useOnline, useReferenceList } from '../../offline';
import { useSelectedClient } from '../../session/selected-client';
import { inSentence, resourceByName } from '../../resources';
import { isScreenId, screenPath } from '../../screens';
import { checkCsv, csvColumns, type CsvCheck, type LineError } from '../../resources/csv';

interface Chosen {
  name: string;
  text: string;
  check: CsvCheck;
  key: string;
}

type Outcome = { ok: true; text: string } | { ok: false; text: string; lineErrors: LineError[] };

function lineErrorsOf(body: unknown): LineError[] {
  const list = typeof body === 'object' && body !== null ? (body as { lineErrors?: unknown }).lineErrors : undefined;
  return Array.isArray(list)
    ? list.filter(
        (e): e is LineError => typeof e === 'object' && e !== null && typeof (e as LineError).line === 'number',
      )
    : [];
}

function LineErrors({ errors }: { errors: readonly LineError[] }) {
  return (
    <List.Root data-testid="line-errors" ps="5" maxH="20rem" overflowY="auto">
      {errors.slice(0, 200).map((e, i) => (
        <List.Item key={i}>
          Line {e.line}: {e.message}
        </List.Item>
      ))}
      {errors.length > 200 && <List.Item>… and {errors.length - 200} more</List.Item>}
    </List.Root>
  );
}

export function ResourceImportPage({ resource }: { resource: string }) {
  const def = resourceByName(resource);
  if (!def) throw new Error(`Unknown resource ${resource}`);
  const online = useOnline();
  const [file, setFile] = useState<Chosen | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const word = inSentence(def.labelPlural);
  const listId = `${def.name}.list`;
  const selected = useSelectedClient().clientId;
  const clients = useReferenceList('clients').data;
  const [clientId, setClientId] = useState<number | null>(selected > 0 ? selected : null);

  const choose = async (f: File | undefined) => {
    setOutcome(null);
    if (!f) return setFile(null);
    const text = await f.text();
    setFile({ name: f.name, text, check: checkCsv({ def }, text), key: crypto.randomUUID() });
  };
  const confirm = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const body = await apiJson<{ importedCount: number }>(`import/${def.name}`, {
        method: 'post',
        json: def.clientScoped && clientId !== null ? { csv: file.text, clientId } : { csv: file.text },
        headers: { 'Idempotency-Key': file.key },
      });
      setOutcome({ ok: true, text: `${body.importedCount} ${word} imported from ${file.name}.` });
    } catch (e) {
      if (e instanceof ApiError) setOutcome({ ok: false, text: e.displayMessage, lineErrors: lineErrorsOf(e.body) });
      else setOutcome({ ok: false, text: e instanceof Error ? e.message : String(e), lineErrors: [] });
    } finally {
      setBusy(false);
    }
  };
  const ready =
    file !== null &&
    file.check.errors.length === 0 &&
    outcome?.ok !== true &&
    (!def.clientScoped || clientId !== null || clients.length <= 1);

  return (
    <Stack gap="4" p={{ base: '3', md: '4' }} maxW="72rem">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="lg">
          Import {word} (CSV)
        </Heading>
        {isScreenId(listId) && (
          <Button size="sm" variant="ghost" asChild>
            <RouterLink to={screenPath(listId)}>Back to list</RouterLink>
          </Button>
        )}
      </HStack>
      <Text>
        One {inSentence(def.label)} per row; the first line names the columns ({csvColumns(def).join(', ')}). The file
        is checked here first; nothing is imported until you confirm, and then all rows are imported or none.
      </Text>
      {def.clientScoped && clients.length > 1 ? (
        <Field.Root width="24rem">
          <Field.Label>Client</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              name="client"
              value={clientId === null ? '' : String(clientId)}
              onChange={(e) => {
                setClientId(e.target.value === '' ? null : Number(e.target.value));
                setOutcome(null);
              }}
            >
              <option value="">Choose the client the rows are for</option>
              {clients.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ) : null}
      <Field.Root width="24rem">
        <Field.Label>CSV file</Field.Label>
        <Input type="file" accept=".csv,text/csv" onChange={(e) => void choose(e.target.files?.[0])} />
      </Field.Root>
      {file && file.check.errors.length > 0 && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {file.check.errors.length} problem{file.check.errors.length === 1 ? '' : 's'} in {file.name}; nothing can
              be imported until they are fixed.
            </Alert.Title>
            <LineErrors errors={file.check.errors} />
          </Alert.Content>
        </Alert.Root>
      )}
      {file && file.check.errors.length === 0 && !outcome && (
        <Text data-testid="import-ready">
          {file.check.rows.length} {word} in {file.name} are ready to import.
        </Text>
      )}
      {outcome && (
        <Alert.Root status={outcome.ok ? 'success' : 'error'} role="status" data-testid="import-result">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{outcome.text}</Alert.Description>
            {!outcome.ok && outcome.lineErrors.length > 0 && <LineErrors errors={outcome.lineErrors} />}
          </Alert.Content>
        </Alert.Root>
      )}
      {!online && <Text fontSize="sm">The import needs a connection; the file can be checked offline.</Text>}
      <Button alignSelf="flex-start" disabled={!ready || !online || busy} loading={busy} onClick={() => void confirm()}>
        Import
      </Button>
    </Stack>
  );
}
