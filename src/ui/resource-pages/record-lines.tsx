/**
 * A record's lines under its details: the records of another resource that name it (a purchase
 * order's lines, through `purchaseOrderId`), in the kit's table with the declaration's columns,
 * the field that points back left out (every row would say the same). Read through the offline
 * layer like any list, so they show from the device's copy offline; loading, error and 'no lines'
 * are said in words. A detail page adds it with `after` (src/ui/resource-pages/resource-detail-page.tsx).
 */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useResourceList } from '../../offline';
import { resources, type ResourceName } from '../../resources';
import { columnsOf } from './column-prefs';
import { dataStatus } from './load-states';
import { ResourceTable } from './resource-table';

/** More lines than this on one record is a list to open, not a section of a page. */
const MOST_LINES = 500;
const NONE: readonly string[] = [];

export interface RecordLinesProps {
  /** the lines' resource */
  resource: ResourceName;
  /** the lines' reference field that names the record shown */
  field: string;
  /** the record shown */
  parentId: number;
  /** the section's heading ('Lines') */
  title: string;
  /** said when the record has none ('This purchase order has no lines yet.') */
  emptyHint: string;
  /** other columns every line repeats from the record (a purchase order line's PO number) */
  omit?: readonly string[];
}

export function RecordLines({ resource, field, parentId, title, emptyHint, omit = NONE }: RecordLinesProps) {
  const def = resources[resource];
  const [sort, setSort] = useState(def.defaultSort);
  const params = useMemo(
    () => ({ limit: MOST_LINES, sort, filters: { [field]: String(parentId) } }),
    [sort, field, parentId],
  );
  const list = useResourceList(resource, params);
  const columns = useMemo(
    () => columnsOf(def).filter((c) => c.name !== field && !omit.includes(c.name)),
    [def, field, omit],
  );
  const id = `lines-${resource}`;
  const status = dataStatus(list, def.labelPlural, list.data.length === 0, emptyHint);
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" size="md" id={id} mb="2">
        {title}
        {!list.isLoading && !list.error && (
          <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted" ms="2" data-testid="lines-count">
            ({list.count.toLocaleString()})
          </Text>
        )}
      </Heading>
      <Stack gap="2">
        {status}
        {list.data.length > 0 && !list.error && (
          <ResourceTable def={def} rows={list.data} sort={sort} onSort={setSort} columns={columns} />
        )}
        {list.count > list.data.length && (
          <Text fontSize="sm" color="fg.muted">
            The first {list.data.length.toLocaleString()} of {list.count.toLocaleString()} are shown.
          </Text>
        )}
      </Stack>
    </Box>
  );
}
