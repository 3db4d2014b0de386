/**
 * `/d/delivery-upload`: choose a client and a CSV manifest; the file is parsed and checked in the
 * browser and previewed with its problems by line number. Import is offered only when there are
 * none, needs the network (the server checks again and imports all rows or none), and its
 * outcome is recorded under File uploads.
 */
import { Alert, Button, Field, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { useOnline, useReferenceList } from '../../offline';
import { hasPermission, isAdmin } from '../../resources/roles';
import { useAuth } from '../../session/auth-context';
import { useSelectedClient } from '../../session/selected-client';
import { ColumnHelp, downloadTemplate } from './column-help';
import { checkDeliveryCsv, type CsvCheck, type LineError } from '../../resources/delivery-csv';
import { importManifest, type ImportResult } from './import-api';
import { ImportPreview } from './import-preview';

interface Chosen {
  name: string;
  text: string;
  check: CsvCheck;
  key: string;
}

export function UploadPage() {
  const { state } = useAuth();
  const online = useOnline();
  const selected = useSelectedClient();
  const clients = useReferenceList('clients');
  const [clientId, setClientId] = useState(selected.clientId > 0 ? String(selected.clientId) : '');
  const [file, setFile] = useState<Chosen | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const user = state.user;
  if (!user) return null;
  if (!hasPermission(user, 'upload-manifest')) return <Navigate to="/no-access" replace />;
  const allowed = clients.data.filter(
    (c) =>
      isAdmin(user) ||
      (c.configuration as { allowCsvManifestUpload?: boolean } | undefined)?.allowCsvManifestUpload === true,
  );

  const choose = async (f: File | undefined) => {
    setResult(null);
    if (!f) return setFile(null);
    const text = await f.text();
    setFile({ name: f.name, text, check: checkDeliveryCsv(text), key: crypto.randomUUID() });
  };
  const confirm = async () => {
    if (!file) return;
    setBusy(true);
    try {
      setResult(await importManifest({ fileName: file.name, clientId: Number(clientId), csv: file.text }, file.key));
    } catch (e) {
      setResult({ kind: 'failed', message: e instanceof Error ? e.message : String(e), network: false });
    } finally {
      setBusy(false);
    }
  };
  const serverErrors: LineError[] = result?.kind === 'rejected' ? result.lineErrors : [];
  const ready = file !== null && file.check.errors.length === 0 && clientId !== '' && result?.kind !== 'imported';

  return (
    <Stack gap="4" p={{ base: '3', md: '4' }} maxW="72rem">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="lg">
          Upload deliveries (CSV)
        </Heading>
        <HStack>
          <Button size="sm" variant="outline" onClick={downloadTemplate}>
            Download template
          </Button>
          <Button size="sm" variant="ghost" asChild>
            <RouterLink to="/d/file-uploads/all">Past uploads</RouterLink>
          </Button>
        </HStack>
      </HStack>
      <Text>
        One delivery per row; the first line names the columns. The file is checked here first; nothing is imported
        until you confirm, and then all rows are imported or none.
      </Text>
      <ColumnHelp />
      <HStack gap="4" align="flex-end" wrap="wrap">
        <Field.Root width="16rem" required>
          <Field.Label>Client</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field name="clientId" value={clientId} onChange={(e) => setClientId(e.target.value)}>
              <option value="">Choose a client</option>
              {allowed.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.displayName}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root width="20rem">
          <Field.Label>CSV file</Field.Label>
          <Input
            type="file"
            accept=".csv,text/csv"
            size="sm"
            p="1"
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        </Field.Root>
      </HStack>
      {!online && (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Description>
            You are offline. You can check a file now, but importing needs a connection: the server checks it again and
            imports it all at once.
          </Alert.Description>
        </Alert.Root>
      )}
      {file && (
        <Text data-testid="import-summary">
          {file.name}: {file.check.rowCount} row{file.check.rowCount === 1 ? '' : 's'}
          {file.check.errors.length
            ? `, ${file.check.errors.length} problem${file.check.errors.length === 1 ? '' : 's'}`
            : ', no problems found'}
          .
        </Text>
      )}
      {result?.kind === 'imported' && (
        <Alert.Root status="success" role="status" data-testid="import-result">
          <Alert.Indicator />
          <Alert.Description>
            Imported {result.importedCount} deliveries.{' '}
            <RouterLink to="/d/file-uploads/all">See File uploads</RouterLink> or{' '}
            <RouterLink to="/d/deliveries/all?date=all">the deliveries</RouterLink>.
          </Alert.Description>
        </Alert.Root>
      )}
      {result && result.kind !== 'imported' && (
        <Alert.Root status="error" role="alert" data-testid="import-result">
          <Alert.Indicator />
          <Alert.Description>
            {result.kind === 'rejected'
              ? `${result.message} The server found the problems listed below.`
              : `Nothing was imported: ${result.message}${result.network ? ' Check the connection and press Import again.' : ''}`}
          </Alert.Description>
        </Alert.Root>
      )}
      {file && <ImportPreview check={file.check} serverErrors={serverErrors} />}
      {file && (
        <Button
          alignSelf="flex-start"
          disabled={!ready || !online || busy}
          loading={busy}
          onClick={() => void confirm()}
        >
          Import {file.check.rows.length} deliveries
        </Button>
      )}
    </Stack>
  );
}
