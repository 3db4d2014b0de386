/**
 * Routing Comparison's path, typed once for the server's filter schema and the page:
 *   /r/routing/comparison/{group}/{then}/{measure}/{compare}/{day}/{sort}/{rows}/c/{clients}/rg/{groups}/rz/{depots}/z/{zones}/col/{columns}
 * the spec's link is /r/routing/comparison/depot/-/unrouted/week/this-week/none/yes/c/all/rg/all/rz/all/z/all/col/all.
 * Every segment is a filter; docs/reports.md says what each one means.
 */
export interface PathOption {
  /** the API query parameter */
  name: string;
  label: string;
  /** values in the path, first = the spec link's */
  values: readonly { value: string; label: string }[];
}

const DIMENSIONS = [
  { value: 'depot', label: 'Depot' },
  { value: 'rg', label: 'Routing group' },
  { value: 'zone', label: 'Zone' },
  { value: 'client', label: 'Client' },
] as const;

export const RC_GROUP: PathOption = { name: 'group', label: 'Group by', values: DIMENSIONS };
export const RC_THEN: PathOption = {
  name: 'then',
  label: 'Then by',
  values: [{ value: '-', label: 'Nothing' }, ...DIMENSIONS],
};
export const RC_MEASURE: PathOption = {
  name: 'measure',
  label: 'Chart and rank by',
  values: [
    { value: 'unrouted', label: 'Unrouted' },
    { value: 'routed', label: 'Routed' },
    { value: 'total', label: 'Deliveries' },
    { value: 'routed-share', label: 'Routed %' },
    { value: 'runs', label: 'Runs' },
  ],
};
export const RC_COMPARE: PathOption = {
  name: 'compare',
  label: 'Compare with',
  values: [
    { value: 'week', label: 'The same weekday a week before' },
    { value: 'day', label: 'The day before' },
    { value: 'none', label: 'Nothing' },
  ],
};
export const RC_SORT: PathOption = {
  name: 'sort',
  label: 'Order',
  values: [
    { value: 'none', label: 'By name' },
    { value: 'desc', label: 'Largest first' },
    { value: 'asc', label: 'Smallest first' },
  ],
};
export const RC_ROWS: PathOption = {
  name: 'rows',
  label: 'Rows',
  values: [
    { value: 'yes', label: 'Every group' },
    { value: 'no', label: 'Only with unrouted deliveries' },
  ],
};
export const RC_COLUMNS: PathOption = {
  name: 'cols',
  label: 'Columns',
  values: [
    { value: 'all', label: 'All' },
    { value: 'day', label: 'The day only' },
    { value: 'change', label: 'Unrouted and change' },
  ],
};

/** the positional options before the day, then after it */
export const RC_BEFORE_DAY = [RC_GROUP, RC_THEN, RC_MEASURE, RC_COMPARE] as const;
export const RC_AFTER_DAY = [RC_SORT, RC_ROWS] as const;

export function optionValues(o: PathOption): [string, ...string[]] {
  const values = o.values.map((v) => v.value);
  return values as [string, ...string[]];
}

/** the row key a measure charts */
export const MEASURE_KEYS: Readonly<Record<string, string>> = {
  unrouted: 'unrouted',
  routed: 'routed',
  total: 'total',
  'routed-share': 'routedShare',
  runs: 'runs',
};
