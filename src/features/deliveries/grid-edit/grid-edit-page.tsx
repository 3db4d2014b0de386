/**
 * Grid edit of deliveries (`/d/deliveries/all/grid-edit`): the generic grid edit over the
 * deliveries list's own URL query (today by default, the quick menu's client, page size) and
 * filter bar, with the columns a dispatcher corrects in bulk (phone and instructions included,
 * though the list does not show them).
 */
import { deliveries } from '../../../resources/operations';
import { GridEditView } from '../../../ui/resource-pages';
import { DeliveryFilters } from '../delivery-filters';
import { useDeliveryQuery } from '../use-delivery-query';

const GRID_FIELDS = [
  'status',
  'date',
  'recipientName',
  'recipientPhone',
  'address',
  'suburb',
  'postcode',
  'windowStart',
  'windowEnd',
  'boxCount',
  'instructions',
] as const;

export function GridEditPage() {
  const query = useDeliveryQuery();
  const filters = <DeliveryFilters key={query.search.toString()} value={query.draft} onApply={query.applyFilters} />;
  return (
    <GridEditView
      def={deliveries}
      params={query.params}
      filters={filters}
      search={query.search.toString()}
      fields={GRID_FIELDS}
    />
  );
}
