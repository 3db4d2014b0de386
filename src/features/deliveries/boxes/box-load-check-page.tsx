/**
 * Box Load Check (client 888 only, spec section 6; admins too, as the menu shows it to them):
 * the day's boxes of client 888, scanned or ticked as loaded. Each check is an outbox patch
 * {loadChecked: true} with the box's version, so it works on a depot tablet with no signal.
 */
import { Alert, Badge, Button, Field, Heading, HStack, Input, Progress, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { todayString } from '../../../lib/dates';
import { useResourceList, useResourceMutation, type StoredRecord } from '../../../offline';
import { can, runs as runsDef } from '../../../resources';
import { BOX_LOAD_CHECK_CLIENT_ID, isAdmin } from '../../../resources/roles';
import { useAuth, useCurrentUser } from '../../auth';
import { useSelectedClient } from '../../quick-menu';
import { AsOfStamp } from '../../resource-pages';
import { LoadErrorAlert } from '../../resource-pages';
import { PendingBadge } from '../../resource-pages';
import { StatusBadge } from '../../resource-pages';
import { DayInput } from '../../layout';

export function BoxLoadCheckRoute() {
  const { state } = useAuth();
  const { clientId } = useSelectedClient();
  if (!state.user) return null;
  if (!isAdmin(state.user) && clientId !== BOX_LOAD_CHECK_CLIENT_ID) return <Navigate to="/no-access" replace />;
  return <BoxLoadCheckPage />;
}

function BoxLoadCheckPage() {
  const [search, setSearch] = useSearchParams();
  const date = search.get('date') ?? todayString();
  const params = useMemo(() => ({ limit: -1, sort: 'barcode', filters: { clientId: String(BOX_LOAD_CHECK_CLIENT_ID), date: { from: date, to: date } } }), [date]);
  const list = useResourceList('boxes', params);
  const mutation = useResourceMutation('boxes');
  // boxes name their run by its code; roles without run access see that a run is set
  const mayListRuns = can(useCurrentUser(), runsDef, 'list');
  const runs = useResourceList('runs', { limit: -1, sort: 'code', filters: { date } }, { enabled: mayListRuns });
  const runCode = useMemo(() => new Map(runs.data.map((r) => [r.id, String(r.code)])), [runs.data]);
  const [scan, setScan] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const checked = list.data.filter((b) => b.loadChecked === true).length;

  const check = async (box: StoredRecord) => {
    const result = await mutation.patch(box.id, { loadChecked: true }, box.version);
    const text = result.outcome === 'queued' ? `${String(box.barcode)} checked on this device; it will be sent when online.` : result.outcome === 'sent' ? `${String(box.barcode)} checked.` : `${String(box.barcode)}: ${result.error ?? 'not saved'}`;
    setMessage({ ok: result.outcome === 'sent' || result.outcome === 'queued', text });
  };
  const onScan = () => {
    const code = scan.trim();
    if (!code) return;
    const box = list.data.find((b) => String(b.barcode).toLowerCase() === code.toLowerCase());
    setScan('');
    if (!box) setMessage({ ok: false, text: `${code} is not one of this day's boxes.` });
    else if (box.loadChecked === true) setMessage({ ok: true, text: `${code} was already checked.` });
    else void check(box);
  };

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="lg">
          Box load check
        </Heading>
        <AsOfStamp source={list.source} asOf={list.asOf} />
      </HStack>
      <HStack gap="3" align="flex-end" wrap="wrap">
        <Field.Root width="auto">
          <Field.Label>Date</Field.Label>
          <DayInput name="date" value={date} onChange={(day) => setSearch({ date: day }, { replace: true })} />
        </Field.Root>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onScan();
          }}
        >
          <HStack align="flex-end">
            <Field.Root width="16rem">
              <Field.Label>Scan or type a barcode</Field.Label>
              <Input size="sm" name="barcode" autoComplete="off" value={scan} onChange={(e) => setScan(e.target.value)} />
            </Field.Root>
            <Button size="sm" type="submit">
              Check
            </Button>
          </HStack>
        </form>
      </HStack>
      {message && (
        <Alert.Root status={message.ok ? 'success' : 'warning'} role="status">
          <Alert.Indicator />
          <Alert.Description>{message.text}</Alert.Description>
        </Alert.Root>
      )}
      {list.error ? (
        <LoadErrorAlert what="Boxes" message={list.error.displayMessage} />
      ) : list.isLoading ? (
        <Spinner size="sm" aria-label="Loading boxes" />
      ) : list.data.length === 0 ? (
        <Text data-testid="empty-state">No boxes for this date.</Text>
      ) : (
        <>
          <Stack gap="1">
            <Text fontSize="sm" data-testid="load-check-progress">
              {checked} of {list.data.length} boxes checked
            </Text>
            <Progress.Root value={(checked / list.data.length) * 100} size="sm" aria-label="Boxes checked">
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Stack>
          <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="60vh">
            <Table.Root size="sm" stickyHeader>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Barcode</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader>Run</Table.ColumnHeader>
                  <Table.ColumnHeader>Load checked</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.data.map((b) => (
                  <Table.Row key={b.id}>
                    <Table.Cell>
                      {String(b.barcode)} <PendingBadge marks={b} />
                    </Table.Cell>
                    <Table.Cell>
                      <StatusBadge status={String(b.status)} />
                    </Table.Cell>
                    <Table.Cell>{typeof b.runId === 'number' ? (runCode.get(b.runId) ?? 'Assigned') : '—'}</Table.Cell>
                    <Table.Cell>
                      {b.loadChecked === true ? (
                        <Badge colorPalette="green">Checked</Badge>
                      ) : (
                        <Button size="xs" variant="outline" onClick={() => void check(b)} aria-label={`Mark ${String(b.barcode)} load-checked`}>
                          Mark checked
                        </Button>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </>
      )}
    </Stack>
  );
}
