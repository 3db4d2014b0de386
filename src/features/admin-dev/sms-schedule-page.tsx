/**
 * /messaging/sms-schedule (SMS Schedule): every client's schedule per service on one table, named
 * by the client (the generic list showed the service alone, so two clients' 'home' rows could not
 * be told apart): the hours SMS go out, on which days, how long before the ETA the 'on its way' SMS
 * goes and whether it is sending. Rows open the generic detail page, where whoever may change a
 * schedule edits it (the declaration's write rules, src/resources/messaging.ts); an admin adds one.
 */
import { Link, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDuration } from '../../lib/calendar';
import { useReferenceList, useResourceList } from '../../offline';
import { recordPath } from '../../screens';
import { CsvButton } from '../../ui/board';
import { DataTable, tableCsv, type DataColumn } from '../../ui/data-table';
import { PageFrame } from '../../ui/page-frame';
import { ResourceActions } from '../../ui/resource-pages';
import { smsScheduleRows, type SmsScheduleRow } from './sms-schedule-rows';

const ALL_ROWS = { limit: -1, sort: 'serviceType' } as const;

export function SmsSchedulePage() {
  const list = useResourceList('smsSchedules', ALL_ROWS);
  const clients = useReferenceList('clients').data;
  const rows = useMemo(() => smsScheduleRows(list.data, clients), [list.data, clients]);

  const columns: DataColumn<SmsScheduleRow>[] = [
    { key: 'client', header: 'Client', kind: 'reference', value: (r) => r.clientName },
    {
      key: 'service',
      header: 'Service',
      kind: 'reference',
      value: (r) => r.serviceType,
      cell: (r) => (
        <Link asChild>
          <RouterLink
            to={recordPath('smsSchedules.detail', r.id)}
            aria-label={`${r.clientName} ${r.serviceType} schedule`}
          >
            {r.serviceType}
          </RouterLink>
        </Link>
      ),
    },
    { key: 'from', header: 'Send from', kind: 'time', value: (r) => r.sendFrom },
    { key: 'until', header: 'Send until', kind: 'time', value: (r) => r.sendUntil },
    { key: 'hours', header: 'Hours', kind: 'number', value: (r) => formatDuration(r.windowMinutes), hideBelow: 'lg' },
    { key: 'days', header: 'Days', kind: 'reference', value: (r) => r.days },
    { key: 'lead', header: 'Minutes before ETA', kind: 'number', value: (r) => r.etaLeadMinutes },
    {
      key: 'sending',
      header: 'Sending',
      value: (r) => (r.active ? 'Yes' : 'No'),
      cell: (r) => (r.active ? 'Yes' : <Text color="fg.warning">No: paused</Text>),
    },
  ];

  return (
    <PageFrame
      title="SMS Schedule"
      state={list}
      actions={
        <>
          <CsvButton fileName="sms-schedule.csv" {...tableCsv(columns, rows)} />
          <ResourceActions resource="smsSchedules" singular="SMS schedule" />
        </>
      }
    >
      <Text fontSize="sm" color="fg.muted">
        When each client's customers get SMS, per service, on the depot's clock. Blocked numbers never get one.
      </Text>
      <DataTable
        label="SMS schedules"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        rowTestId={(r) => `sms-schedule-${r.id}`}
        status={{ state: list, what: 'SMS schedules', emptyHint: 'An admin adds a schedule per client and service.' }}
      />
    </PageFrame>
  );
}
