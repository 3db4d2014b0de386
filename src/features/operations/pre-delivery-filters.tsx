/** The heading and filters of Undated Deliveries Manage: client, zone, suburb, received from/to, service, status. */
import { Badge, Field, Heading, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { BusySpinner } from '../../theme/busy-spinner';
import { DayInput } from '../../ui';
import { AsOfStamp } from '../../ui/resource-pages';

export interface PromoteFilters {
  client: string;
  zone: string;
  suburb: string;
  from: string;
  to: string;
  service: string;
  status: string;
}

interface Props {
  title: string;
  count: number;
  list: { source: 'network' | 'cache' | null; asOf: number | null; isFetching: boolean; isUpdating: boolean };
  value: PromoteFilters;
  onChange: (next: Partial<PromoteFilters>) => void;
  clients: ReadonlyMap<number, string>;
  zones: ReadonlyMap<number, string>;
  services: readonly string[];
}

function Choice({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  options: readonly [string, string][];
  onChange: (v: string) => void;
}) {
  return (
    <Field.Root width={{ base: '10.5rem', md: '11rem' }}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

const byName = (m: ReadonlyMap<number, string>): [string, string][] =>
  [...m].sort((a, b) => a[1].localeCompare(b[1])).map(([id, name]) => [String(id), name]);

export function PreDeliveryFilters({ title, count, list, value, onChange, clients, zones, services }: Props) {
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="3">
          <Heading as="h1" size="lg">
            {title}
          </Heading>
          <Badge size="lg">{count.toLocaleString()}</Badge>
        </HStack>
        <HStack gap="2">
          <AsOfStamp source={list.source} asOf={list.asOf} updating={list.isUpdating} />
          {list.isFetching ? <BusySpinner label="Loading" /> : null}
        </HStack>
      </HStack>
      <HStack
        as="form"
        role="search"
        aria-label="Filter undated orders"
        gap="3"
        align="flex-end"
        wrap="wrap"
        onSubmit={(e) => e.preventDefault()}
      >
        <Choice
          label="Client"
          name="client"
          value={value.client}
          options={[['', 'All clients'], ...byName(clients)]}
          onChange={(client) => onChange({ client })}
        />
        <Choice
          label="Zone"
          name="zone"
          value={value.zone}
          options={[['', 'All zones'], ...byName(zones)]}
          onChange={(zone) => onChange({ zone })}
        />
        <Field.Root width={{ base: '10.5rem', md: '11rem' }}>
          <Field.Label>Suburb</Field.Label>
          <Input
            size="sm"
            name="suburb"
            value={value.suburb}
            onChange={(e) => onChange({ suburb: e.target.value })}
            placeholder="Any suburb"
          />
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>Received from</Field.Label>
          <DayInput name="from" clearable value={value.from} onChange={(from) => onChange({ from })} />
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>Received to</Field.Label>
          <DayInput name="to" clearable value={value.to} onChange={(to) => onChange({ to })} />
        </Field.Root>
        <Choice
          label="Service"
          name="service"
          value={value.service}
          options={[['', 'Any service'], ...services.map((s): [string, string] => [s, s])]}
          onChange={(service) => onChange({ service })}
        />
        <Choice
          label="Status"
          name="status"
          value={value.status}
          options={[
            ['undated', 'Undated'],
            ['promoted', 'Promoted'],
            ['all', 'All'],
          ]}
          onChange={(status) => onChange({ status })}
        />
      </HStack>
    </Stack>
  );
}
