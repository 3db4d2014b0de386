/**
 * `/rds/routing-tool` (RDSRoutingTool, beta address on; docs/rds.md): a coordinator plans the
 * order of one service provider's store visits for a day. Picks the day and the provider, sees
 * that day's RDS events (not cancelled) at their stores with each store's opening hours against
 * the booked times, reorders them (Up / Down buttons, or Alt+Arrow keys on a row), or takes the
 * suggested order (nearest store next, visit-order.ts), and saves. Saving is ONE change through
 * the outbox, a visit plan (`rdsVisitPlans`) on the day's version: the server numbers every visit
 * or none (server/rds/visit-plans.ts), offline it waits and applies once, and a visit changed
 * meanwhile is a conflict in Unsent Changes. A plan not yet sent shows as the day's order. Read
 * from the events and stores kept on the device.
 */
import { Badge, Box, Button, Field, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { operatorToday } from '../../lib/calendar';
import { refusal } from '../../resources/access';
import { dayVersion, rdsVisitPlans } from '../../resources/rds';
import { useAuth } from '../../session/auth-context';
import {
  resourceKeys,
  useOutboxEntries,
  useReferenceList,
  useResourceList,
  useResourceMutation,
  type StoredOf,
} from '../../offline';
import { DayInput, FilterSelect, useSearchState } from '../../ui';
import { DataTable, type DataColumn, type TableLoadState } from '../../ui/data-table';
import { notifySave } from '../../ui/notices';
import { ListHeading } from '../../ui/resource-pages';
import {
  hoursCheck,
  moveVisit,
  queuedPlan,
  renumbered,
  savedOrder,
  startsBeforePrevious,
  suggestOrder,
  type HoursCheck,
  type QueuedPlan,
  type Visit,
} from './visit-order';

type RdsEvent = StoredOf<'rdsEvents'>;
type Store = StoredOf<'rdsStores'>;
export interface PlannedVisit extends Visit {
  event: RdsEvent;
  store: Store | undefined;
}

const HOURS_TEXT: Record<HoursCheck, string> = {
  within: 'Within hours',
  'before-opening': 'Before opening',
  'after-closing': 'After closing',
  closed: 'Store closed that day',
};

/** The day's visits of the events and their stores (cancelled events are not visits). */
export function visitsOf(events: readonly RdsEvent[], stores: ReadonlyMap<number, Store>): PlannedVisit[] {
  return events
    .filter((e) => e.status !== 'cancelled')
    .map((event) => {
      const store = stores.get(event.storeId);
      return {
        id: event.id,
        reference: event.reference,
        startTime: event.startTime,
        endTime: event.endTime,
        visitOrder: event.visitOrder ?? null,
        lat: store?.lat ?? null,
        lng: store?.lng ?? null,
        event,
        store,
      };
    });
}

/** The visits numbered in the order of a plan not yet applied here (its ids first, the others after in their saved order). */
export function inPlan(visits: readonly PlannedVisit[], ids: readonly number[] | null): PlannedVisit[] {
  if (!ids) return [...visits];
  const byId = new Map(visits.map((v) => [v.id, v]));
  const first = ids.flatMap((id) => byId.get(id) ?? []);
  const order = [...first, ...savedOrder(visits.filter((v) => !ids.includes(v.id)))];
  return order.map((v, i) => ({ ...v, visitOrder: i + 1 }));
}

/** The draft's order of the visits: the ids in the draft first, any visit it does not name after them. */
function inDraft(visits: readonly PlannedVisit[], draft: readonly number[] | null): PlannedVisit[] {
  const saved = savedOrder(visits);
  if (!draft) return saved;
  const byId = new Map(saved.map((v) => [v.id, v]));
  const first = draft.flatMap((id) => byId.get(id) ?? []);
  return [...first, ...saved.filter((v) => !draft.includes(v.id))];
}

/** The table's state before a provider is known: loading while the providers load, then empty. */
const NO_PROVIDER: TableLoadState = { isLoading: false, error: null, refetch: () => undefined, source: null };

const storeName = (v: PlannedVisit) =>
  v.store ? `${v.store.storeNumber} ${v.store.name}` : 'Store not on this device';

export interface VisitPlanProps {
  visits: readonly PlannedVisit[];
  date: string;
  providerName: string;
  /** the load state of the day's visits (loading, error, empty) */
  state: TableLoadState;
  /** why this user may only look (no moves, no save), or null when they may plan */
  readOnly: string | null;
  /** the order shown is a plan still on this device ('waiting'), or one the server found in conflict */
  queued: QueuedPlan['status'] | null;
  /** saves the whole order as one plan; resolves true when it is sent or queued (false: refused, the draft stays) */
  onSave: (order: readonly PlannedVisit[]) => Promise<boolean>;
}

/** The day's visits of one provider in order, the moves, the suggestion and the save (rendered alone in its test). */
export function VisitPlan({ visits, date, providerName, state, readOnly, queued, onSave }: VisitPlanProps) {
  const [draft, setDraft] = useState<number[] | null>(null);
  const [busy, setBusy] = useState(false);
  const ordered = inDraft(visits, draft);
  const changes = renumbered(ordered);
  // never planned (or a visit added since) counts as unsaved too: saving plans the order shown
  const unsaved = changes.length > 0;

  const reorder = (next: readonly PlannedVisit[]) => setDraft(next.map((v) => v.id));
  const move = (index: number, delta: -1 | 1) => {
    reorder(moveVisit(ordered, index, delta));
    const id = ordered[index]?.id;
    // the moved row keeps the focus, so a keyboard user can move it again
    requestAnimationFrame(() => document.getElementById(`visit-${String(id)}`)?.focus());
  };
  const onRowKey = (index: number) => (e: KeyboardEvent) => {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    move(index, e.key === 'ArrowUp' ? -1 : 1);
  };
  const save = async () => {
    setBusy(true);
    const kept = await onSave(ordered).catch(() => false);
    setBusy(false);
    if (kept) setDraft(null);
  };

  const columns: DataColumn<PlannedVisit>[] = [
    {
      key: 'place',
      header: 'Visit',
      kind: 'number',
      cell: (v, i) => (
        <>
          {i + 1}
          {v.event.pendingStatus && (
            <Badge ml="1" colorPalette="orange" size="sm">
              not yet sent
            </Badge>
          )}
        </>
      ),
    },
    {
      key: 'store',
      header: 'Store',
      value: storeName,
      cell: (v) => (
        <>
          {storeName(v)}
          <Text fontSize="xs" color="fg.muted">
            {v.store ? `${v.store.address}, ${v.store.suburb}` : ''}
          </Text>
        </>
      ),
    },
    {
      key: 'booked',
      header: 'Booked',
      kind: 'time',
      value: (v) => `${v.startTime}–${v.endTime}`,
      cell: (v, i) => (
        <>
          {v.startTime}–{v.endTime}
          {startsBeforePrevious(ordered, i) && (
            <Text fontSize="xs" color="fg.warning">
              Starts before the visit ahead ends
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'hours',
      header: 'Store hours',
      value: (v) => (v.store ? `${v.store.opensAt}–${v.store.closesAt} ${v.store.openDays}` : ''),
      cell: (v) => {
        if (!v.store) return null;
        const check = hoursCheck(v, v.store, date);
        return (
          <>
            {v.store.opensAt}–{v.store.closesAt} {v.store.openDays}
            <Box>
              <Badge size="sm" colorPalette={check === 'within' ? 'green' : 'red'}>
                {HOURS_TEXT[check]}
              </Badge>
            </Box>
          </>
        );
      },
    },
    { key: 'reference', header: 'Event', kind: 'reference', value: (v) => v.reference, hideBelow: 'md' },
    { key: 'status', header: 'Status', kind: 'status', value: (v) => v.event.status, hideBelow: 'md' },
  ];
  const moves: DataColumn<PlannedVisit>[] = [
    {
      key: 'move',
      header: 'Move',
      cell: (v, i) => (
        <HStack gap="1">
          <Button
            size="xs"
            variant="outline"
            aria-label={`Move ${v.reference} up`}
            disabled={i === 0}
            onClick={() => move(i, -1)}
          >
            Up
          </Button>
          <Button
            size="xs"
            variant="outline"
            aria-label={`Move ${v.reference} down`}
            disabled={i === ordered.length - 1}
            onClick={() => move(i, 1)}
          >
            Down
          </Button>
        </HStack>
      ),
    },
  ];

  return (
    <Stack gap="3" minWidth="0">
      {readOnly !== null ? (
        <Text fontSize="sm" data-testid="order-state">
          {readOnly}
        </Text>
      ) : (
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            disabled={ordered.length < 2}
            onClick={() => reorder(suggestOrder(visits))}
          >
            Suggest order (nearest store next)
          </Button>
          <Button size="sm" disabled={!unsaved || busy} loading={busy} onClick={() => void save()}>
            Save order
          </Button>
          <Button size="sm" variant="ghost" disabled={draft === null || busy} onClick={() => setDraft(null)}>
            Undo changes
          </Button>
          <Text fontSize="sm" data-testid="order-state" aria-live="polite">
            {ordered.length === 0
              ? ''
              : !unsaved
                ? queued === 'conflict'
                  ? 'Order saved on this device, in conflict with a change made meanwhile: see Unsent Changes'
                  : queued === 'waiting'
                    ? 'Order saved on this device: it is sent when the connection is back'
                    : 'Order saved'
                : draft === null
                  ? 'This order is not saved yet'
                  : `${changes.length} ${changes.length === 1 ? 'visit' : 'visits'} to renumber: not saved yet`}
          </Text>
        </HStack>
      )}
      <DataTable
        label={`Visits of ${providerName} on ${date}`}
        testId="visits"
        maxH="max(20rem, calc(100vh - 24rem))"
        columns={readOnly === null ? [...columns, ...moves] : columns}
        rows={ordered}
        rowKey={(v) => v.id}
        rowTestId={() => 'visit-row'}
        rowProps={(v) => ({
          id: `visit-${v.id}`,
          tabIndex: 0,
          onKeyDown: readOnly === null ? onRowKey(ordered.indexOf(v)) : undefined,
        })}
        status={{
          state,
          what: 'Visits',
          emptyHint: `${providerName} has no store visits booked on ${date}.`,
        }}
      />
    </Stack>
  );
}

export function RoutingToolPage() {
  const { search, patch: set } = useSearchState();
  const providers = useReferenceList('serviceProviders');
  const date = search.get('date') ?? operatorToday();
  const providerOptions = useMemo(
    () =>
      providers.data
        .map((p) => ({ value: String(p.id), label: p.name }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [providers.data],
  );
  const providerId = search.get('provider') ?? providerOptions[0]?.value ?? '';
  const events = useResourceList(
    'rdsEvents',
    { limit: -1, sort: 'startTime', filters: { date: { from: date, to: date }, serviceProviderId: providerId } },
    { enabled: providerId !== '' },
  );
  const stores = useResourceList('rdsStores', { limit: -1 });
  const plans = useResourceMutation('rdsVisitPlans');
  const queryClient = useQueryClient();
  const { state: session } = useAuth();
  const user = session.user;
  // who may plan is the plans' create rule (the declaration's reason when it refuses)
  const readOnly = user ? refusal(user, rdsVisitPlans, 'create') : 'Sign in to plan visits.';
  const storesById = useMemo(() => new Map(stores.data.map((s) => [s.id, s])), [stores.data]);
  const onDevice = queuedPlan(useOutboxEntries('rdsVisitPlans'), date, Number(providerId));
  // a plan just sent shows as the order until the events list answers again with it applied
  const [sent, setSent] = useState<{ ids: readonly number[]; over: unknown } | null>(null);
  const justSent = sent && sent.over === events.data ? sent.ids : null;
  const planIds = onDevice?.visitIds ?? justSent;
  const visits = useMemo(() => inPlan(visitsOf(events.data, storesById), planIds), [events.data, storesById, planIds]);
  const providerName = providers.data.find((p) => String(p.id) === providerId)?.name ?? 'This provider';

  const save = async (order: readonly PlannedVisit[]): Promise<boolean> => {
    const visitIds = order.map((v) => v.id);
    // the day's version as this planner sees it: the server refuses the plan if a visit changed since
    const version = dayVersion(order.map((v) => v.event));
    const result = await plans.create({ date, serviceProviderId: Number(providerId), visitIds }, version);
    notifySave(`Visit order of ${providerName} on ${date}`, result, { done: 'planned' });
    if (result.outcome === 'sent') {
      setSent({ ids: visitIds, over: events.data });
      void queryClient.invalidateQueries({ queryKey: resourceKeys.all('rdsEvents') });
    }
    return result.outcome === 'sent' || result.outcome === 'queued';
  };

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minWidth="0">
      <ListHeading list={events}>RDS Routing Tool</ListHeading>
      <Text>
        The order of a service provider&apos;s store visits for a day. Move a visit with Up and Down (or Alt+Arrow keys
        on its row), or take the suggested order, then save.
      </Text>
      <Wrap gap="3" align="flex-end" as="form" aria-label="Which visits" onSubmit={(e) => e.preventDefault()}>
        <Field.Root width="auto">
          <Field.Label>Date</Field.Label>
          <DayInput name="date" value={date} onChange={(d) => set({ date: d })} />
        </Field.Root>
        <FilterSelect
          label="Service provider"
          name="provider"
          width="16rem"
          value={providerId}
          options={providerOptions}
          onChange={(v) => set({ provider: v })}
        />
      </Wrap>
      <VisitPlan
        key={`${date}/${providerId}`}
        visits={visits}
        date={date}
        providerName={providerName}
        state={providerId === '' ? { ...NO_PROVIDER, isLoading: providers.isLoading } : events}
        readOnly={readOnly}
        queued={onDevice?.status ?? null}
        onSave={save}
      />
    </Stack>
  );
}
