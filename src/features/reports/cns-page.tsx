/**
 * Customer Notification Settings (/cs/{clientId/}cns): for one client, which notifications its
 * customers get (booked the day before, out for delivery with ETA, delivered with photo, failed
 * or attempted, feedback request), on which channel, in which sending window and under which
 * sender name; then the report of what was sent (the one report page, `notifications`).
 * Admins and client-admins (for their own clients) edit a setting in place: each change is an
 * outbox patch, shown as 'not yet sent' until the server has it, like every edit.
 */
import { Alert, Badge, Box, Checkbox, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  useReferenceTitles,
  useResourceList,
  useResourceMutation,
  type StoredOf,
  type WithPending,
} from '../../offline';
import { can, clientScope, notificationSettings } from '../../resources';
import {
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  SENDER_NAME_MAX,
  type NotificationType,
} from '../../resources/notifications';
import { crossFieldProblems } from '../../resources/cross-field';
import { matchScreen } from '../../screens';
import { useCurrentUser } from '../../session/auth-context';
import { dataStatus, PendingBadge } from '../../ui/resource-pages';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { ReportPage } from './report-page';
import { viewOfScreen } from './report-views';

type Setting = WithPending<StoredOf<'notificationSettings'>>;
type Changes = Partial<Record<'sms' | 'email' | 'sendFrom' | 'sendUntil' | 'senderName', string | boolean>>;

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** what a change would break, in words; null when it may be sent */
export function settingProblem(s: Readonly<Record<string, unknown>>): string | null {
  if (!TIME.test(String(s.sendFrom)) || !TIME.test(String(s.sendUntil))) return 'Enter the sending window as HH:mm.';
  const windowProblem = crossFieldProblems(notificationSettings, s)[0];
  if (windowProblem) return windowProblem.message;
  const name = String(s.senderName).trim();
  if (name === '' || name.length > SENDER_NAME_MAX)
    return `The sender name has 1 to ${SENDER_NAME_MAX} characters (an SMS sender id).`;
  return null;
}

function TextCell({
  label,
  value,
  type,
  width,
  editable,
  onSave,
}: {
  label: string;
  value: string;
  type: 'time' | 'text';
  width: string;
  editable: boolean;
  onSave: (v: string) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  if (!editable) return <Text>{value}</Text>;
  const commit = () => {
    if (draft !== null && draft !== value) onSave(draft.trim());
    setDraft(null);
  };
  return (
    // times as typed text (HH:mm, the app's one time format) rather than the browser's locale clock
    <Input
      size="sm"
      width={width}
      type="text"
      aria-label={label}
      value={draft ?? value}
      maxLength={type === 'text' ? SENDER_NAME_MAX : 5}
      inputMode={type === 'time' ? 'numeric' : undefined}
      placeholder={type === 'time' ? 'HH:mm' : undefined}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
    />
  );
}

function Channel({
  label,
  checked,
  editable,
  onChange,
}: {
  label: string;
  checked: boolean;
  editable: boolean;
  onChange: (on: boolean) => void;
}) {
  if (!editable) return <Text>{checked ? 'On' : 'Off'}</Text>;
  return (
    <HStack gap="1.5">
      <Checkbox.Root size="sm" checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
        <Checkbox.HiddenInput aria-label={label} />
        <Checkbox.Control />
      </Checkbox.Root>
      <Text fontSize="sm" aria-hidden="true">
        {checked ? 'On' : 'Off'}
      </Text>
    </HStack>
  );
}

function SettingsTable({ clientId, clientName }: { clientId: number; clientName: string }) {
  const user = useCurrentUser();
  const list = useResourceList('notificationSettings', { limit: -1, sort: 'type', filters: { clientId } });
  const mutation = useResourceMutation('notificationSettings');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const mayEdit = can(user, notificationSettings, 'patch');
  const byType = new Map(list.data.map((r) => [r.type, r]));
  const rows = NOTIFICATION_TYPES.map((type) => ({ type, record: byType.get(type) })).filter(
    (r): r is { type: NotificationType; record: Setting } => r.record !== undefined,
  );
  const status = dataStatus(list, 'Notification settings', rows.length === 0);

  const save = async (type: NotificationType, record: Setting, changes: Changes) => {
    const what = `${clientName}, ${NOTIFICATION_TYPE_LABELS[type]}`;
    const problem = settingProblem({ ...record, ...changes });
    if (problem) {
      setMessage({ ok: false, text: `${what} not changed: ${problem}` });
      return;
    }
    const result = await mutation.patch(record.id, changes, record.version);
    if (result.outcome === 'sent') setMessage({ ok: true, text: `${what} saved.` });
    else if (result.outcome === 'queued')
      setMessage({ ok: true, text: `${what} kept on this device; sent when online.` });
    else setMessage({ ok: false, text: `${what} not saved: ${result.error ?? 'refused'}` });
  };

  type Row = (typeof rows)[number];
  const channel = (key: 'sms' | 'email', header: string, label: string): DataColumn<Row> => ({
    key,
    header,
    value: ({ record }) => (record[key] === true ? 'On' : 'Off'),
    cell: ({ type, record }) => (
      <Channel
        label={`${NOTIFICATION_TYPE_LABELS[type]}: ${label}`}
        checked={record[key] === true}
        editable={mayEdit}
        onChange={(on) => void save(type, record, { [key]: on })}
      />
    ),
  });
  const text = (
    key: 'sendFrom' | 'sendUntil' | 'senderName',
    header: string,
    type: 'time' | 'text',
    width: string,
  ): DataColumn<Row> => ({
    key,
    header,
    value: ({ record }) => record[key],
    cell: ({ type: notification, record }) => (
      <TextCell
        label={`${NOTIFICATION_TYPE_LABELS[notification]}: ${header.toLowerCase()}`}
        type={type}
        width={width}
        value={String(record[key] ?? '')}
        editable={mayEdit}
        onSave={(v) => void save(notification, record, { [key]: v })}
      />
    ),
  });
  const columns: DataColumn<Row>[] = [
    {
      key: 'type',
      header: 'Notification',
      value: ({ type }) => NOTIFICATION_TYPE_LABELS[type],
      cell: ({ type, record }) => (
        <HStack gap="2" wrap="wrap">
          <Text>{NOTIFICATION_TYPE_LABELS[type]}</Text>
          <PendingBadge marks={record} />
          {record.sms !== true && record.email !== true ? <Badge colorPalette="gray">not sent</Badge> : null}
        </HStack>
      ),
    },
    channel('sms', 'SMS', 'SMS'),
    channel('email', 'E-mail', 'e-mail'),
    text('sendFrom', 'Send from', 'time', '4.75rem'),
    text('sendUntil', 'Send until', 'time', '4.75rem'),
    text('senderName', 'Sender name', 'text', '8.5rem'),
  ];

  if (status) return <>{status}</>;
  if (rows.length === 0) {
    return (
      <Text data-testid="cns-none">{clientName} has no notification settings: its customers are not notified.</Text>
    );
  }
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted">
        {mayEdit
          ? 'A change is saved when you tick a box or leave a field. Times are the customer’s local time.'
          : 'Read only. Times are the customer’s local time.'}
      </Text>
      {message ? (
        <Text role="status" fontSize="sm" color={message.ok ? 'green.fg' : 'red.fg'} data-testid="cns-message">
          {message.text}
        </Text>
      ) : null}
      <DataTable
        label={`Notification settings of ${clientName}`}
        testId="cns-settings"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.type}
        rowTestId={(r) => `cns-row-${r.type}`}
      />
    </Stack>
  );
}

/** The settings section: the client of the filters, or the user's only client. */
function SettingsSection({ client }: { client: number | null }) {
  const user = useCurrentUser();
  const names = useReferenceTitles('clients');
  const scope = clientScope(user);
  const clientId = client ?? (scope && scope.length === 1 ? (scope[0] ?? null) : null);
  return (
    <Box as="section" aria-labelledby="cns-settings-heading" borderWidth="1px" borderRadius="md" p="3">
      <Heading as="h2" size="sm" id="cns-settings-heading" mb="2">
        {clientId === null ? 'Settings' : `Settings of ${names.get(clientId) ?? 'this client'}`}
      </Heading>
      {clientId === null ? (
        <Alert.Root status="info" data-testid="cns-choose">
          <Alert.Indicator />
          <Alert.Description>
            Choose a client in the filters to see and change which notifications its customers get. The counts below
            cover every client you can see.
          </Alert.Description>
        </Alert.Root>
      ) : (
        <SettingsTable key={clientId} clientId={clientId} clientName={names.get(clientId) ?? 'This client'} />
      )}
    </Box>
  );
}

export function CnsRoute() {
  const { pathname } = useLocation();
  const match = matchScreen(pathname);
  const view = match ? viewOfScreen(match.screen.id) : undefined;
  if (!match || !view) throw new Error(`No report view for ${pathname}`);
  return <ReportPage view={view} screen={match.screen} extra={(f) => <SettingsSection client={f.client} />} />;
}
