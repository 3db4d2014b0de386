/**
 * The generic detail page: every declared field, the record's unsent or conflicting edits, and
 * the edit form for its editable fields.
 */
import { Alert, Box, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useReferenceTitleMaps, useResourceItem } from '../../offline';
import { resourceByName } from '../../resources';
import type { FieldMeta } from '../../resources/types';
import { AsOfStamp } from './AsOfStamp';
import { EditForm } from './EditForm';
import { formatValue } from './format';
import { ItemLoadError, ItemLoading } from './LoadStates';
import { PendingBadge } from './PendingBadge';

function FieldValue({ meta, value, pending, titles }: { meta: FieldMeta; value: unknown; pending: boolean; titles?: Map<number, string> }) {
  const text = meta.type === 'json' && value !== null && typeof value === 'object' ? JSON.stringify(value, null, 1) : formatValue(meta, value, titles);
  return (
    <Text as="span" whiteSpace="pre-wrap" fontStyle={pending ? 'italic' : undefined} bg={pending ? 'blue.subtle' : undefined} data-pending={pending || undefined}>
      {text}
      {pending ? ' (not yet sent)' : ''}
    </Text>
  );
}

export function ResourceDetailPage({ resource }: { resource: string }) {
  const def = resourceByName(resource);
  if (!def) throw new Error(`Unknown resource ${resource}`);
  const id = Number(useParams().id);
  const item = useResourceItem(resource, id);
  const fieldEntries = Object.entries(def.fields as Record<string, FieldMeta>);
  const titles = useReferenceTitleMaps(fieldEntries.flatMap(([, m]) => (m.ref ? [m.ref] : [])));

  if (item.isLoading) return <ItemLoading what={def.label.toLowerCase()} />;
  if (item.error || !item.data) return <ItemLoadError what={def.label} error={item.error} onRetry={item.refetch} />;
  const record = item.data;
  const conflict = item.entries.some((e) => e.status === 'conflict');
  return (
    <Stack gap="5" p="4">
      <HStack justify="space-between" wrap="wrap">
        <HStack gap="3">
          <Heading as="h1" size="lg">
            {def.label} {String(record[def.titleField] ?? record.id)}
          </Heading>
          <PendingBadge marks={record} />
        </HStack>
        <AsOfStamp source={item.source} asOf={item.asOf} updating={item.isUpdating} />
      </HStack>
      {conflict && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Conflicting change</Alert.Title>
            <Alert.Description>
              Someone else changed this {def.label.toLowerCase()} while your edit was waiting. The server’s version is shown.{' '}
              <RouterLink to="/outbox">Compare both versions in the outbox</RouterLink>.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Box as="section" aria-labelledby="detail-fields">
        <Heading as="h2" size="md" id="detail-fields" mb="2">
          Details
        </Heading>
        <DataList.Root orientation="horizontal" size="sm">
          {fieldEntries.map(([name, meta]) => (
            <DataList.Item key={name}>
              <DataList.ItemLabel>{meta.label}</DataList.ItemLabel>
              <DataList.ItemValue>
                <FieldValue meta={meta} value={record[name]} pending={record.pendingFields?.includes(name) ?? false} titles={meta.ref ? titles[meta.ref] : undefined} />
              </DataList.ItemValue>
            </DataList.Item>
          ))}
          <DataList.Item>
            <DataList.ItemLabel>Version</DataList.ItemLabel>
            <DataList.ItemValue data-testid="record-version">{record.version}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Box>
      <Box as="section" aria-labelledby="detail-edit">
        <Heading as="h2" size="md" id="detail-edit" mb="2">
          Edit
        </Heading>
        <EditForm key={record.id} def={def} record={record} />
      </Box>
    </Stack>
  );
}
