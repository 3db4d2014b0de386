/**
 * A record's history as the server keeps it (src/resources/history.ts): each status move and
 * audited change, newest first, saying who by name, when (on the record's depot clock), from ->
 * to, and the source; an offline edit also says when it was made. Read from the server only (no
 * client writes or caches it), refreshed whenever the record's version changes. Shown on the
 * generic detail page and the delivery detail.
 */
import { Box, Heading, List, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { apiJson, plainErrorMessage } from '../../lib/api';
import { SOURCE_LABELS, historyFields, historyPath, type HistoryEntry, type ResourceDef } from '../../resources';
import { OPERATOR_ZONE } from '../../lib/calendar';
import { formatValue } from './format';

/** Two times closer than this read as one: an edit sent at once. */
const SAME_MOMENT_MS = 60_000;

/** One entry as read, its times on the record's depot clock (`zone`). */
export function historyLine(
  def: ResourceDef,
  entry: HistoryEntry,
  zone: string = OPERATOR_ZONE,
): { what: string; when: string } {
  const meta = def.fields[entry.field];
  const what = `${meta?.label ?? entry.field}: ${formatValue(meta, entry.from, undefined, zone)} → ${formatValue(meta, entry.to, undefined, zone)}`;
  const arrived = formatValue({ label: 'At', type: 'datetime' }, entry.arrivedAt, undefined, zone);
  const made = formatValue({ label: 'At', type: 'datetime' }, entry.madeAt, undefined, zone);
  const apart = Math.abs(Date.parse(entry.arrivedAt) - Date.parse(entry.madeAt)) >= SAME_MOMENT_MS;
  const when = apart ? `made ${made}, arrived ${arrived}` : arrived;
  return { what, when: `${when} · ${entry.userName} · ${SOURCE_LABELS[entry.source]}` };
}

export function RecordHistory({
  def,
  id,
  version,
  zone,
}: {
  def: ResourceDef;
  id: number;
  version: number;
  /** the record's depot clock (the operator's when not given) */
  zone?: string;
}) {
  const kept = historyFields(def).length > 0;
  const history = useQuery({
    queryKey: ['record-history', def.name, id, version],
    queryFn: ({ signal }) => apiJson<{ data: HistoryEntry[] }>(historyPath(def, id), { signal }),
    enabled: kept && id > 0,
    retry: false,
  });
  if (!kept) return null;
  const entries = [...(history.data?.data ?? [])].reverse();
  return (
    <Box as="section" aria-labelledby={`history-${def.name}`}>
      <Heading as="h2" size="md" id={`history-${def.name}`} mb="2">
        Changes
      </Heading>
      {history.isLoading ? (
        <Text color="fg.muted">Loading the changes…</Text>
      ) : history.error ? (
        <Text color="fg.muted">The changes could not be read: {plainErrorMessage(history.error)}</Text>
      ) : entries.length === 0 ? (
        <Text color="fg.muted">No changes recorded yet.</Text>
      ) : (
        <List.Root gap="2" variant="plain" data-testid="record-history">
          {entries.map((entry) => {
            const line = historyLine(def, entry, zone);
            return (
              <List.Item key={entry.id} display="block">
                <Text fontWeight="medium">{line.what}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {line.when}
                </Text>
              </List.Item>
            );
          })}
        </List.Root>
      )}
    </Box>
  );
}
