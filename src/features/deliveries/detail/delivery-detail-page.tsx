/**
 * Delivery Detail (`/run/r/delivery/{id}`): every field with reference names, the boxes, the run
 * and drop it is on, the status history, the changes the server recorded (who, when, from -> to),
 * proof-of-delivery photos. 'Edit' turns the three field groups into the edit form where they stand
 * (offering only the fields and next statuses this user may set); a save returns to view. Another
 * client's delivery answers 404 from the server (or is absent from this device's copy), and
 * reads as 'not found' here, never as an error that would confirm it exists.
 */
import { Box, DataList, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useReferenceTitles, useResourceItem } from '../../../offline';
import { deliveries } from '../../../resources/operations';
import type { FieldMeta } from '../../../resources/types';
import { AsOfStamp } from '../../../ui/resource-pages';
import { formatValue } from '../../../ui/resource-pages';
import { formatWallTime } from '../../../lib/calendar';
import { useDepotZone } from '../../../ui/use-depot-zone';
import { ItemLoadError, ItemLoading } from '../../../ui/resource-pages';
import { PendingBadge, useEditInPlace } from '../../../ui/resource-pages';
import { RecordHistory } from '../../../ui/resource-pages';
import { StatusBadge } from '../../../ui/resource-pages';
import { DeliveryBoxes } from './delivery-boxes';
import { DeliveryHistory } from './delivery-history';
import { DeliveryPhotos } from './delivery-photos';
import { DeliveryRunDrop } from './delivery-run-drop';

const FIELDS = deliveries.fields as Record<string, FieldMeta>;
const GROUPS: { title: string; fields: string[] }[] = [
  {
    title: 'Order',
    fields: [
      'reference',
      'orderNumber',
      'date',
      'serviceType',
      'status',
      'boxCount',
      'weightKg',
      'deliveredAt',
      'failureReason',
    ],
  },
  {
    title: 'Recipient',
    fields: [
      'recipientName',
      'recipientPhone',
      'address',
      'suburb',
      'postcode',
      'stateId',
      'countryId',
      'lat',
      'lng',
      'geoIssue',
      'instructions',
    ],
  },
  { title: 'Routing', fields: ['routingGroupId', 'zoneId', 'depotId', 'windowStart', 'windowEnd'] },
];

/** A field's value; times on the delivery's depot clock (its routing group's), its window on its day there. */
function Value({
  name,
  value,
  pending,
  groupId,
  day,
}: {
  name: string;
  value: unknown;
  pending: boolean;
  groupId: unknown;
  day: unknown;
}) {
  const meta = FIELDS[name] as FieldMeta;
  const zone = useDepotZone(groupId);
  const titles = useReferenceTitles(meta.type === 'ref' ? meta.ref : undefined);
  return (
    <Text
      as="span"
      whiteSpace="pre-wrap"
      fontStyle={pending ? 'italic' : undefined}
      bg={pending ? 'blue.subtle' : undefined}
      data-pending={pending || undefined}
    >
      {name === 'status' && typeof value === 'string' ? (
        <StatusBadge status={value} />
      ) : meta.type === 'time' ? (
        formatWallTime(value, typeof day === 'string' ? day : '', zone)
      ) : (
        formatValue(meta, value, titles, zone)
      )}
      {pending ? ' (not yet sent)' : ''}
    </Text>
  );
}

function NotFound({ message }: { message: string }) {
  return (
    <Stack p="4" gap="3" data-testid="delivery-not-found">
      <Heading as="h1" size="lg">
        Delivery not found
      </Heading>
      <Text>{message}</Text>
      <Link asChild color="blue.fg">
        <RouterLink to="/d/deliveries/all">Back to deliveries</RouterLink>
      </Link>
    </Stack>
  );
}

export function DeliveryDetailPage() {
  const id = Number(useParams().id);
  const item = useResourceItem('deliveries', Number.isInteger(id) ? id : Number.NaN);
  const edit = useEditInPlace(deliveries, item, item.data?.reference ?? '');
  const clients = useReferenceTitles('clients');
  const zone = useDepotZone(item.data?.routingGroupId);

  if (!Number.isInteger(id)) return <NotFound message="That is not a delivery number." />;
  if (item.isLoading) return <ItemLoading what="delivery" />;
  if (item.error?.status === 404)
    return <NotFound message={`There is no delivery ${id} among the deliveries you can see.`} />;
  if (item.error || !item.data) return <ItemLoadError what="Delivery" error={item.error} onRetry={item.refetch} />;
  const record = item.data;
  const reference = record.reference;
  return (
    <Stack gap="5" p={{ base: '3', md: '4' }}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" size="lg" data-testid="record-version" data-version={record.version}>
            Delivery {reference}
          </Heading>
          {typeof record.status === 'string' && <StatusBadge status={record.status} />}
          <PendingBadge marks={record} />
        </HStack>
        <HStack gap="3">
          <Text fontSize="sm" color="fg.muted">
            {typeof record.clientId === 'number' ? (clients.get(record.clientId) ?? 'Client') : ''}
          </Text>
          {edit.button}
          <AsOfStamp source={item.source} asOf={item.asOf} updating={item.isUpdating} />
        </HStack>
      </HStack>
      {edit.messages}
      {edit.form ?? (
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="5">
          {GROUPS.map((g) => (
            <Box as="section" key={g.title} aria-label={g.title}>
              <Heading as="h2" size="md" mb="2">
                {g.title}
              </Heading>
              <DataList.Root orientation="horizontal" size="sm">
                {g.fields.map((name) => (
                  <DataList.Item key={name}>
                    <DataList.ItemLabel>{FIELDS[name]?.label}</DataList.ItemLabel>
                    <DataList.ItemValue>
                      <Value
                        name={name}
                        value={record[name]}
                        pending={record.pendingFields?.includes(name) ?? false}
                        groupId={record.routingGroupId}
                        day={record.date}
                      />
                    </DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
            </Box>
          ))}
        </SimpleGrid>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <DeliveryRunDrop
          runId={typeof record.runId === 'number' ? record.runId : null}
          dropId={typeof record.dropId === 'number' ? record.dropId : null}
          groupId={record.routingGroupId}
          day={record.date}
        />
        <DeliveryHistory history={record.statusHistory} groupId={record.routingGroupId} />
      </SimpleGrid>
      <RecordHistory def={deliveries} id={record.id} version={record.version} zone={zone} />
      <DeliveryBoxes deliveryId={record.id} groupId={record.routingGroupId} />
      <DeliveryPhotos photos={record.photos} reference={reference} />
    </Stack>
  );
}
