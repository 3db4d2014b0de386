/**
 * The generic detail page: a read view of every declared field (references by name, times on
 * the record's depot clock naming its zone where the viewer's differs, long text wrapping), the record's unsent or conflicting edits, and an Edit button, offered only when this
 * user may change a field of this record, that turns the fields into the form where they stand
 * (edit-mode.ts); a save returns the page to view mode. The record's task screens this user may
 * open (a purchase order's Receive Goods, list-actions.ts) are links beside Edit. The record's version is kept as a
 * data attribute for tests and the outbox, not shown: it means nothing to the people reading.
 */
import { Alert, Box, Button, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useResourceItem, type TitleMaps } from '../../offline';
import { inSentence, resources, type ResourceName } from '../../resources';
import { fieldEntries, type FieldMeta } from '../../resources/types';
import { useCurrentUser } from '../../session/auth-context';
import { useMenuContext } from '../../session/use-menu-context';
import { AsOfStamp } from './as-of-stamp';
import { EditForm } from './edit-form';
import { offersEdit, useEditMode } from './edit-mode';
import { recordActions } from './list-actions';
import { readText } from './format';
import { lineReferences } from './lines-value';
import type { EditNarrowing } from './field-values';
import { ItemLoadError, ItemLoading } from './load-states';
import { PendingBadge } from './pending-badge';
import { RecordHistory } from './record-history';
import { useRefTitles } from './ref-titles';
import { useRecordZones } from '../use-depot-zone';

const NO_RECORDS: readonly Record<string, unknown>[] = [];

function FieldValue({
  meta,
  value,
  pending,
  titles,
  zone,
}: {
  meta: FieldMeta;
  value: unknown;
  pending: boolean;
  titles: TitleMaps;
  zone: string;
}) {
  return (
    <Text
      as="span"
      whiteSpace="pre-wrap"
      overflowWrap="anywhere"
      fontStyle={pending ? 'italic' : undefined}
      bg={pending ? 'blue.subtle' : undefined}
      data-pending={pending || undefined}
    >
      {readText(meta, value, titles, zone)}
      {pending ? ' (not yet sent)' : ''}
    </Text>
  );
}

export interface ResourceDetailPageProps {
  resource: ResourceName;
  /** what a resource adds below its record (e.g. a user's 'Set password'), given the record shown */
  after?: (record: Record<string, unknown> & { id: number }) => ReactNode;
  /** what this user may edit of the record when a resource rule narrows the declaration; null: nothing */
  narrow?: (record: Record<string, unknown> & { id: number }) => EditNarrowing | null;
}

export function ResourceDetailPage({ resource, after, narrow }: ResourceDetailPageProps) {
  const def = resources[resource];
  const id = Number(useParams().id);
  const item = useResourceItem(resource, id);
  const user = useCurrentUser();
  const context = useMenuContext();
  const edit = useEditMode(id);
  const editing = edit.editing;
  const entries = fieldEntries(def);
  // reference lists from the device, other records (a movement's leg, a run's driver, a recipe line's product) looked up by id
  const inLines = lineReferences(entries, item.data);
  const titles = useRefTitles(
    [...entries.map(([name, meta]) => ({ name, meta })), ...inLines.columns],
    item.data ? [item.data, ...inLines.rows] : [],
  );
  const narrowing = item.data && narrow ? narrow(item.data) : undefined;
  // its times on its depot's clock (a delivery's, a run's, a drop's routing group), named where the viewer's differs
  const zoneOf = useRecordZones(def, item.data ? [item.data] : NO_RECORDS);

  if (item.isLoading) return <ItemLoading what={inSentence(def.label)} />;
  if (item.error || !item.data) return <ItemLoadError what={def.label} error={item.error} onRetry={item.refetch} />;
  const record = item.data;
  const zone = zoneOf(record);
  const conflict = item.entries.some((e) => e.status === 'conflict');
  // offered when this record has a field this user may change (record and field rules, as the server asks)
  const mayEdit = narrowing !== null && offersEdit(user, def, record, context, narrowing?.fields);
  return (
    <Stack gap="5" p="4">
      <HStack justify="space-between" wrap="wrap">
        <HStack gap="3">
          <Heading as="h1" size="lg" data-testid="record-version" data-version={record.version}>
            {def.label} {String(record[def.titleField] ?? record.id)}
          </Heading>
          <PendingBadge marks={record} />
        </HStack>
        <HStack gap="3">
          <AsOfStamp source={item.source} asOf={item.asOf} updating={item.isUpdating} />
          {recordActions(resource, record.id, user, context).map((action) => (
            <RouterLink key={action.screenId} className="dc-button" data-variant="outline" to={action.path}>
              {action.label}
            </RouterLink>
          ))}
          {mayEdit && !editing && (
            <Button size="sm" onClick={edit.open}>
              Edit
            </Button>
          )}
        </HStack>
      </HStack>
      {conflict && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Conflicting change</Alert.Title>
            <Alert.Description>
              Someone else changed this {inSentence(def.label)} while your edit was waiting. The server’s version is
              shown. <RouterLink to="/outbox">Compare both versions in the outbox</RouterLink>.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {editing && mayEdit ? (
        <Box as="section" aria-labelledby="detail-edit">
          <Heading as="h2" size="md" id="detail-edit" mb="2">
            Edit {inSentence(def.label)}
          </Heading>
          <EditForm
            key={record.id}
            def={def}
            record={record}
            narrowing={narrowing}
            onClose={edit.close}
            onSaved={edit.done}
          />
        </Box>
      ) : (
        <Box as="section" aria-labelledby="detail-fields">
          <Heading as="h2" size="md" id="detail-fields" mb="2">
            Details
          </Heading>
          <DataList.Root orientation="horizontal" size="sm">
            {entries.map(([name, meta]) => (
              <DataList.Item key={name}>
                <DataList.ItemLabel>{meta.label}</DataList.ItemLabel>
                <DataList.ItemValue minW="0">
                  <FieldValue
                    meta={meta}
                    value={record[name]}
                    pending={record.pendingFields?.includes(name) ?? false}
                    titles={titles}
                    zone={zone}
                  />
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Box>
      )}
      <RecordHistory def={def} id={record.id} version={record.version} zone={zone} />
      {after?.(record)}
    </Stack>
  );
}
