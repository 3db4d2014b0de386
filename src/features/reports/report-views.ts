/**
 * How each report is shown, by screen id: the question it answers, the filters it offers, its
 * chart and its headline figures. What the numbers are (columns, rows, totals) comes from the
 * server's declaration in server/reports; who may open it from the screen's rule. One entry per
 * report; docs/reports.md describes each in words.
 */
import type { ReportColumnType } from '../../resources/reports';
import { RC_AFTER_DAY, RC_BEFORE_DAY, RC_COLUMNS } from '../../resources/routing-comparison';
import type { PathSpec } from './report-path';
import type { ScreenId } from '../../screens';

export type ChartView =
  /** `detail`: a second label column when the first alone is ambiguous ('client · reason') */
  | {
      kind: 'bar';
      title: string;
      label: string;
      detail?: string;
      value: string;
      percent?: boolean;
      top?: number;
      /** the full bar's value when it is not the largest (5 on the rating scale) */
      max?: number;
      /** the row key holding a rating band ('4 · light green'): bars take the band's colour, with a legend */
      band?: string;
      /** 'chart': draw the answer's chart rows (grouped on the server unlike the table) */
      rows?: 'chart';
      /** the value's name when it is not one of the table's columns */
      valueLabel?: string;
    }
  | { kind: 'line'; title: string; label: string; values: readonly string[]; percent?: boolean };

export interface Headline {
  key: string;
  label: string;
  type: ReportColumnType;
}

export interface ReportView {
  screenId: ScreenId;
  /** the API id: GET /api/reports/{report} */
  report: string;
  question: string;
  /** the routing-group filter (reports over deliveries, drops and runs) */
  routingGroup: boolean;
  /** the client filter: admin-type users pick one; others see their own clients' numbers */
  client: boolean;
  /** one day and every filter in the path (report-path.ts) instead of a period in the query */
  path?: PathSpec;
  /** none for a log that is read line by line */
  chart: ChartView | null;
  headlines: readonly Headline[];
}

const OUTCOME_HEADLINES: readonly Headline[] = [
  { key: 'total', label: 'Deliveries', type: 'int' },
  { key: 'delivered', label: 'Delivered', type: 'int' },
  { key: 'deliveredShare', label: 'Delivered %', type: 'percent' },
  { key: 'failed', label: 'Failed', type: 'int' },
  { key: 'open', label: 'Not finished', type: 'int' },
];

const PERFORMANCE_HEADLINES: readonly Headline[] = [
  { key: 'runs', label: 'Runs', type: 'int' },
  { key: 'drops', label: 'Drops', type: 'int' },
  { key: 'completion', label: 'Completed %', type: 'percent' },
  { key: 'failureRate', label: 'Failure rate %', type: 'percent' },
];

export const REPORT_VIEWS: readonly ReportView[] = [
  {
    screenId: 'r.rg-summary',
    report: 'rg-summary',
    routingGroup: false,
    client: true,
    question: 'How many deliveries did each routing group carry in the period, and how did they end?',
    chart: { kind: 'bar', title: 'Deliveries per routing group', label: 'routingGroup', value: 'total' },
    headlines: OUTCOME_HEADLINES,
  },
  {
    screenId: 'r.error-rate',
    report: 'error-rate',
    routingGroup: true,
    client: true,
    question: 'What share of drops failed, and why?',
    chart: { kind: 'bar', title: 'Failed drops by reason', label: 'reason', value: 'failed' },
    headlines: [
      { key: 'drops', label: 'Drops', type: 'int' },
      { key: 'failed', label: 'Failed drops', type: 'int' },
      { key: 'rate', label: 'Error rate', type: 'percent' },
    ],
  },
  {
    screenId: 'r.time-window',
    report: 'time-window',
    routingGroup: true,
    client: true,
    question: 'Were deliveries made inside the window promised to the customer?',
    chart: {
      kind: 'bar',
      title: 'On-time share per delivery window',
      label: 'window',
      value: 'onTimeShare',
      percent: true,
    },
    headlines: [
      { key: 'delivered', label: 'Delivered', type: 'int' },
      { key: 'onTime', label: 'On time', type: 'int' },
      { key: 'onTimeShare', label: 'On time %', type: 'percent' },
      { key: 'late', label: 'Late', type: 'int' },
    ],
  },
  {
    screenId: 'r.eta',
    report: 'eta',
    routingGroup: true,
    client: true,
    question: 'How close were the ETAs given to customers to the real arrival times?',
    chart: { kind: 'line', title: 'ETA error per day (minutes)', label: 'day', values: ['meanError', 'meanDelay'] },
    headlines: [
      { key: 'measured', label: 'Arrivals measured', type: 'int' },
      { key: 'withinShare', label: 'Within 10 min', type: 'percent' },
      { key: 'meanError', label: 'Mean error (min)', type: 'decimal' },
      { key: 'meanDelay', label: 'Mean delay', type: 'minutes' },
    ],
  },
  {
    screenId: 'r.client-deliveries',
    report: 'client-deliveries',
    routingGroup: true,
    client: true,
    question: 'How many deliveries arrived each day, and how many were delivered or failed?',
    chart: { kind: 'line', title: 'Deliveries per day', label: 'day', values: ['total', 'delivered', 'failed'] },
    headlines: OUTCOME_HEADLINES,
  },
  {
    screenId: 'r.client-summary',
    report: 'client-summary',
    routingGroup: true,
    client: true,
    question: 'How did each client’s deliveries go in the period?',
    chart: {
      kind: 'bar',
      title: 'Delivered share per client',
      label: 'client',
      value: 'deliveredShare',
      percent: true,
      top: 15,
    },
    headlines: OUTCOME_HEADLINES,
  },
  {
    screenId: 'r.zone-suburb',
    report: 'zone-suburb',
    routingGroup: true,
    client: true,
    question: 'Where do deliveries go: zones and suburbs by volume and failures.',
    chart: { kind: 'bar', title: 'Busiest suburbs', label: 'suburb', value: 'total', top: 12 },
    headlines: OUTCOME_HEADLINES,
  },
  {
    screenId: 'r.contractors-performance',
    report: 'contractors-performance',
    routingGroup: true,
    client: false,
    question: 'How did each contractor’s runs go: drops completed and failed?',
    chart: {
      kind: 'bar',
      title: 'Completed drops per contractor (%)',
      label: 'name',
      value: 'completion',
      percent: true,
      top: 15,
    },
    headlines: PERFORMANCE_HEADLINES,
  },
  {
    screenId: 'r.drivers-performance',
    report: 'drivers-performance',
    routingGroup: true,
    client: false,
    question: 'How did each driver’s runs go: drops completed and failed?',
    chart: {
      kind: 'bar',
      title: 'Completed drops per driver (%)',
      label: 'name',
      value: 'completion',
      percent: true,
      top: 15,
    },
    headlines: PERFORMANCE_HEADLINES,
  },
  {
    screenId: 'ctr.run-errors',
    report: 'run-errors',
    routingGroup: true,
    client: true,
    question: 'Which runs failed the most drops, who drove them and why?',
    chart: { kind: 'bar', title: 'Runs with the most failed drops', label: 'run', value: 'failed', top: 12 },
    headlines: [
      { key: 'runs', label: 'Runs with failures', type: 'int' },
      { key: 'failed', label: 'Failed drops', type: 'int' },
      { key: 'meanPerRun', label: 'Failed per run', type: 'decimal' },
    ],
  },
  {
    screenId: 'r.sync-log',
    report: 'sync-log',
    routingGroup: false,
    client: false,
    question: 'Did the server’s background tasks run, how long did they take, and which failed?',
    chart: null,
    headlines: [
      { key: 'runs', label: 'Runs', type: 'int' },
      { key: 'failed', label: 'Failed', type: 'int' },
      { key: 'meanDurationMs', label: 'Mean duration (ms)', type: 'int' },
      { key: 'tasks', label: 'Tasks', type: 'int' },
    ],
  },
  {
    screenId: 'r.depot',
    report: 'depot',
    routingGroup: false,
    client: true,
    path: { base: '/r/depot', keys: ['s'] },
    question: 'Where does each depot stand today: how many deliveries are pending, routed, loaded, out and done?',
    chart: { kind: 'bar', title: 'Deliveries per depot', label: 'depot', value: 'total' },
    headlines: [
      { key: 'total', label: 'Deliveries', type: 'int' },
      { key: 'pending', label: 'Pending', type: 'int' },
      { key: 'inTransit', label: 'In transit', type: 'int' },
      { key: 'deliveredShare', label: 'Delivered %', type: 'percent' },
    ],
  },
  {
    screenId: 'r.zone-lock',
    report: 'zone-lock',
    routingGroup: false,
    client: false,
    path: { base: '/r/zone-lock', keys: ['rg', 'rz'] },
    question: 'Which zones are fully routed for the day and ready to lock, and which still have unrouted deliveries?',
    chart: { kind: 'bar', title: 'Zones with the most unrouted deliveries', label: 'zone', value: 'unrouted', top: 15 },
    headlines: [
      { key: 'zones', label: 'Zones', type: 'int' },
      { key: 'ready', label: 'Ready to lock', type: 'int' },
      { key: 'unrouted', label: 'Unrouted deliveries', type: 'int' },
      { key: 'routedShare', label: 'Routed %', type: 'percent' },
    ],
  },
  {
    screenId: 'r.routing-comparison',
    report: 'routing-comparison',
    routingGroup: false,
    client: false,
    path: {
      base: '/r/routing/comparison',
      before: RC_BEFORE_DAY,
      after: RC_AFTER_DAY,
      keys: ['c', 'rg', 'rz', 'z'],
      keyed: [{ key: 'col', option: RC_COLUMNS }],
      todayWord: 'this-week',
    },
    question:
      'How far along is routing for the day, per depot (or routing group, zone, client), compared with a week before?',
    chart: {
      kind: 'bar',
      title: 'Unrouted deliveries per depot',
      label: 'group',
      detail: 'subgroup',
      value: 'value',
      rows: 'chart',
      top: 15,
    },
    headlines: [
      { key: 'total', label: 'Deliveries', type: 'int' },
      { key: 'unrouted', label: 'Unrouted', type: 'int' },
      { key: 'routedShare', label: 'Routed %', type: 'percent' },
      { key: 'previousRoutedShare', label: 'Routed % compared with', type: 'percent' },
    ],
  },
  {
    screenId: 'r.feedback',
    report: 'feedback',
    routingGroup: false,
    client: true,
    question: 'What did customers think of their deliveries: ratings from 1 to 5 per routing group?',
    chart: {
      kind: 'bar',
      title: 'Mean rating per routing group (1 to 5), coloured by net score band',
      label: 'routingGroup',
      value: 'meanRating',
      max: 5,
      band: 'band',
    },
    headlines: [
      { key: 'total', label: 'Responses', type: 'int' },
      { key: 'meanRating', label: 'Mean rating', type: 'decimal' },
      { key: 'netScore', label: 'Net score', type: 'decimal' },
      { key: 'r1', label: 'Rated 1', type: 'int' },
    ],
  },
  {
    screenId: 'r.auspost',
    report: 'auspost',
    routingGroup: true,
    client: true,
    question: 'How did the AusPost articles go each day: lodged, delivered, attempted or returned?',
    chart: {
      kind: 'line',
      title: 'AusPost articles per day',
      label: 'day',
      values: ['lodged', 'delivered', 'returned'],
    },
    headlines: [
      { key: 'total', label: 'Articles', type: 'int' },
      { key: 'lodged', label: 'Lodged', type: 'int' },
      { key: 'delivered', label: 'Delivered', type: 'int' },
      { key: 'deliveredShare', label: 'Delivered % of lodged', type: 'percent' },
      { key: 'returned', label: 'Returned', type: 'int' },
    ],
  },
  {
    screenId: 'r.geocode',
    report: 'geocode',
    routingGroup: false,
    client: true,
    question: 'How many deliveries could not be placed on the map, and where?',
    chart: { kind: 'bar', title: 'Geocode issues per routing group', label: 'routingGroup', value: 'issues' },
    headlines: [
      { key: 'total', label: 'Deliveries', type: 'int' },
      { key: 'issues', label: 'Geocode issues', type: 'int' },
      { key: 'missing', label: 'No coordinates', type: 'int' },
      { key: 'issueShare', label: 'Issues %', type: 'percent' },
    ],
  },
  {
    screenId: 'app.logs',
    report: 'app-logs',
    routingGroup: false,
    client: false,
    question: 'Which errors did people meet in the app, where, and who?',
    chart: null,
    headlines: [
      { key: 'errors', label: 'Errors reported', type: 'int' },
      { key: 'users', label: 'Users affected', type: 'int' },
      { key: 'pages', label: 'Pages or calls', type: 'int' },
    ],
  },
  {
    screenId: 'r.client',
    report: 'client',
    routingGroup: true,
    client: true,
    question: 'Which clients sent more or fewer deliveries than in the period before, and how were they served?',
    chart: { kind: 'bar', title: 'Deliveries per client', label: 'client', value: 'total', top: 15 },
    headlines: [
      { key: 'total', label: 'Deliveries', type: 'int' },
      { key: 'previous', label: 'Previous period', type: 'int' },
      { key: 'changeShare', label: 'Change', type: 'percent' },
      { key: 'deliveredShare', label: 'Delivered %', type: 'percent' },
    ],
  },
  {
    screenId: 'r.hds-client',
    report: 'hds-client',
    routingGroup: true,
    client: true,
    question: 'How did each client’s home deliveries go: delivered, and inside the customer’s window?',
    chart: {
      kind: 'bar',
      title: 'Home deliveries in their window per client',
      label: 'client',
      value: 'onTimeShare',
      percent: true,
      top: 15,
    },
    headlines: [
      { key: 'total', label: 'Home deliveries', type: 'int' },
      { key: 'deliveredShare', label: 'Delivered %', type: 'percent' },
      { key: 'onTimeShare', label: 'In window %', type: 'percent' },
      { key: 'failed', label: 'Failed', type: 'int' },
    ],
  },
  {
    screenId: 'r.customer-service',
    report: 'customer-service',
    routingGroup: true,
    client: true,
    question: 'Which customers need a call back: failed and returned deliveries by client and reason.',
    chart: {
      kind: 'bar',
      title: 'Customers to contact, by client and reason',
      label: 'client',
      detail: 'reason',
      value: 'toContact',
      top: 12,
    },
    headlines: [
      { key: 'toContact', label: 'Customers to contact', type: 'int' },
      { key: 'failed', label: 'Failed', type: 'int' },
      { key: 'returned', label: 'Returned', type: 'int' },
      { key: 'noPhone', label: 'Without a phone number', type: 'int' },
    ],
  },
  {
    screenId: 'r.cns',
    report: 'notifications',
    routingGroup: true,
    client: true,
    question:
      'Which notifications do this client’s customers get, by SMS and e-mail, and how many were sent in the period?',
    chart: {
      kind: 'bar',
      title: 'Notifications sent, by type and channel',
      label: 'type',
      detail: 'channel',
      value: 'sent',
    },
    headlines: [
      { key: 'sent', label: 'Sent', type: 'int' },
      { key: 'deliveredShare', label: 'Delivered %', type: 'percent' },
      { key: 'failed', label: 'Failed (bounced)', type: 'int' },
      { key: 'reached', label: 'Deliveries reached', type: 'int' },
    ],
  },
  {
    screenId: 'ctr.app-versions',
    report: 'app-versions',
    routingGroup: true,
    client: false,
    question: 'Which driver app version does each driver run, who is out of date, and when was each device last seen?',
    chart: {
      kind: 'bar',
      title: 'Drivers per app version',
      label: 'version',
      value: 'drivers',
      rows: 'chart',
      valueLabel: 'Drivers',
    },
    headlines: [
      { key: 'drivers', label: 'Drivers seen', type: 'int' },
      { key: 'outdated', label: 'Out of date', type: 'int' },
      { key: 'currentShare', label: 'On the current release', type: 'percent' },
      { key: 'versions', label: 'Versions in use', type: 'int' },
    ],
  },
  // finance (issue 35): docs/finance.md
  {
    screenId: 'b.invoicing',
    report: 'client-invoicing',
    routingGroup: false,
    client: true,
    question:
      'What does each client owe for the period: delivered deliveries at their rates, fuel surcharge and charges?',
    chart: { kind: 'bar', title: 'Invoice total per client', label: 'client', value: 'totalCents', top: 15 },
    headlines: [
      { key: 'totalCents', label: 'Invoiced', type: 'cents' },
      { key: 'deliveries', label: 'Delivered', type: 'int' },
      { key: 'fuelCents', label: 'Fuel surcharge', type: 'cents' },
      { key: 'unpriced', label: 'Without a rate', type: 'int' },
    ],
  },
  {
    screenId: 'b.invoicing-itemised',
    report: 'client-invoicing-itemised',
    routingGroup: false,
    client: true,
    question:
      'Which lines make up the invoice: every delivered delivery with its rate and surcharge, and every charge?',
    chart: null,
    headlines: [
      { key: 'totalCents', label: 'Invoice total', type: 'cents' },
      { key: 'lines', label: 'Lines', type: 'int' },
      { key: 'deliveryCents', label: 'Deliveries', type: 'cents' },
      { key: 'fuelCents', label: 'Fuel surcharge', type: 'cents' },
      { key: 'chargeCents', label: 'Charges', type: 'cents' },
    ],
  },
  {
    screenId: 'b.rates-zone',
    report: 'client-rates-by-zone',
    routingGroup: false,
    client: true,
    question: 'Which rates does each client pay in each zone, by service and weight band, in the period?',
    chart: null,
    headlines: [
      { key: 'cards', label: 'Rate cards', type: 'int' },
      { key: 'clients', label: 'Clients', type: 'int' },
    ],
  },
  {
    screenId: 'b.revenue',
    report: 'revenue',
    routingGroup: true,
    client: true,
    question: 'How much revenue did each day bring in?',
    chart: { kind: 'line', title: 'Revenue per day (whole dollars)', label: 'day', values: ['dollars'] },
    headlines: [
      { key: 'totalCents', label: 'Revenue', type: 'cents' },
      { key: 'deliveries', label: 'Delivered', type: 'int' },
      { key: 'fuelCents', label: 'Fuel surcharge', type: 'cents' },
    ],
  },
  {
    screenId: 'b.revenue-metric',
    report: 'revenue-by-metric',
    routingGroup: false,
    client: true,
    question:
      'How much does each routing group earn per drop, per box, per kg and per km? Per km counts the days with an applied route plan, over its planned distance.',
    chart: { kind: 'bar', title: 'Revenue per drop', label: 'routingGroup', value: 'perDrop' },
    headlines: [
      { key: 'revenueCents', label: 'Revenue', type: 'cents' },
      { key: 'perDrop', label: 'Per drop', type: 'cents' },
      { key: 'perBox', label: 'Per box', type: 'cents' },
      { key: 'perKg', label: 'Per kg', type: 'cents' },
      { key: 'perKm', label: 'Per km', type: 'cents' },
      { key: 'kmCoverage', label: 'Per km covers (% of revenue)', type: 'percent' },
    ],
  },
  {
    screenId: 'b.rg-weekly-cost',
    report: 'rg-weekly-cost',
    routingGroup: true,
    client: false,
    question: 'What did each routing group earn each week against its contractors’ pay and its overheads?',
    chart: {
      kind: 'bar',
      title: 'Revenue less cost',
      label: 'routingGroup',
      detail: 'week',
      value: 'marginCents',
    },
    headlines: [
      { key: 'revenueCents', label: 'Revenue', type: 'cents' },
      { key: 'payCents', label: 'Contractor pay', type: 'cents' },
      { key: 'overheadCents', label: 'Overheads', type: 'cents' },
      { key: 'marginCents', label: 'Revenue less cost', type: 'cents' },
    ],
  },
  {
    screenId: 'b.contractor-pay',
    report: 'contractor-pay',
    routingGroup: true,
    client: false,
    question: 'What is each contractor paid for each week: runs and completed drops at the pay rates, less fines?',
    chart: {
      kind: 'bar',
      title: 'Pay per contractor and week',
      label: 'contractor',
      detail: 'weekStart',
      value: 'payCents',
      top: 15,
    },
    headlines: [
      { key: 'payCents', label: 'Pay', type: 'cents' },
      { key: 'runCents', label: 'Run pay', type: 'cents' },
      { key: 'fineCents', label: 'Fines', type: 'cents' },
    ],
  },
  {
    screenId: 'r.pay-summary',
    report: 'pay-summary',
    routingGroup: false,
    client: false,
    question: 'What makes up the pay: each run at its pay rate, and each fine?',
    chart: null,
    headlines: [
      { key: 'payCents', label: 'Pay', type: 'cents' },
      { key: 'runs', label: 'Runs', type: 'int' },
      { key: 'fines', label: 'Fines', type: 'int' },
    ],
  },
  {
    screenId: 'r.ledger-summary',
    report: 'ledger-summary',
    routingGroup: false,
    client: false,
    question: 'What came in and went out of each contractor ledger, and what is the balance?',
    chart: { kind: 'bar', title: 'Balance at the end of the period', label: 'contractor', value: 'balance', top: 15 },
    headlines: [
      { key: 'balance', label: 'Balance', type: 'cents' },
      { key: 'credits', label: 'Credits', type: 'cents' },
      { key: 'debits', label: 'Debits', type: 'cents' },
    ],
  },
  // warehouse (issue 34)
  {
    screenId: 'p.summary',
    report: 'pick-pack-summary',
    routingGroup: false,
    client: true,
    question: 'How many orders came into the warehouse each day, and how far have they got?',
    chart: {
      kind: 'line',
      title: 'Orders per day taken in',
      label: 'day',
      values: ['received', 'picked', 'dispatched'],
    },
    headlines: [
      { key: 'received', label: 'Orders', type: 'int' },
      { key: 'dispatched', label: 'Dispatched', type: 'int' },
      { key: 'dispatchedShare', label: 'Dispatched %', type: 'percent' },
      { key: 'waiting', label: 'Waiting to be picked', type: 'int' },
      { key: 'units', label: 'Units', type: 'int' },
    ],
  },
  {
    screenId: 'p.product-summary',
    report: 'pick-pack-products',
    routingGroup: false,
    client: true,
    question: 'Which products were picked most in the period, and how much of each is left?',
    chart: { kind: 'bar', title: 'Units picked per product', label: 'product', detail: 'sku', value: 'units', top: 12 },
    headlines: [
      { key: 'products', label: 'Products', type: 'int' },
      { key: 'lines', label: 'Lines', type: 'int' },
      { key: 'units', label: 'Units picked', type: 'int' },
      { key: 'onHand', label: 'On hand now', type: 'int' },
    ],
  },
  {
    screenId: 'p.picker-performance',
    report: 'picker-performance',
    routingGroup: false,
    client: true,
    question: 'How many lines does each picker pick per hour?',
    chart: { kind: 'bar', title: 'Lines per hour per picker', label: 'picker', value: 'linesPerHour' },
    headlines: [
      { key: 'pickers', label: 'Pickers', type: 'int' },
      { key: 'lines', label: 'Lines', type: 'int' },
      { key: 'hours', label: 'Hours picking', type: 'int' },
      { key: 'linesPerHour', label: 'Lines per hour', type: 'decimal' },
    ],
  },
  {
    screenId: 'pallet.summary',
    report: 'pallet-summary',
    routingGroup: false,
    client: false,
    question: 'How many boxes are on each pallet, and how many pallets and boxes are open, closed or dispatched?',
    chart: { kind: 'bar', title: 'Boxes per pallet status', label: 'status', value: 'boxes', rows: 'chart' },
    headlines: [
      { key: 'pallets', label: 'Pallets', type: 'int' },
      { key: 'boxes', label: 'Boxes', type: 'int' },
      { key: 'openBoxes', label: 'Boxes on open pallets', type: 'int' },
      { key: 'closedBoxes', label: 'Boxes on closed pallets', type: 'int' },
      { key: 'dispatchedBoxes', label: 'Boxes dispatched', type: 'int' },
    ],
  },
  {
    screenId: 't.forecast',
    report: 'product-forecast',
    routingGroup: false,
    client: true,
    question: 'How many orders of each product should we expect on each of the next seven days, going by the period?',
    chart: {
      kind: 'bar',
      title: 'Expected orders per day',
      label: 'day',
      value: 'orders',
      rows: 'chart',
      valueLabel: 'Expected orders',
    },
    headlines: [
      { key: 'products', label: 'Products', type: 'int' },
      { key: 'ordersInPeriod', label: 'Orders in the period', type: 'int' },
      { key: 'expected', label: 'Expected in 7 days', type: 'decimal' },
    ],
  },
  // Courier Routing (issue 36): docs/courier-routing.md
  {
    screenId: 'cr.delivery-list',
    report: 'courier-delivery-list',
    routingGroup: true,
    client: true,
    question:
      'Which carrier took each delivery, at what cost, what is the client invoiced for it, and what is the margin?',
    chart: {
      kind: 'bar',
      title: 'Deliveries per carrier',
      label: 'carrier',
      value: 'deliveries',
      rows: 'chart',
      valueLabel: 'Deliveries',
    },
    headlines: [
      { key: 'deliveries', label: 'Deliveries', type: 'int' },
      { key: 'quoteCents', label: 'Carrier cost', type: 'cents' },
      { key: 'invoicedCents', label: 'Invoiced (delivered)', type: 'cents' },
      { key: 'marginCents', label: 'Margin', type: 'cents' },
      { key: 'marginShare', label: 'Margin %', type: 'percent' },
    ],
  },
  {
    screenId: 'cr.client-delivery-list',
    report: 'courier-client-delivery-list',
    routingGroup: false,
    client: true,
    question: 'Which carrier is taking each of your deliveries?',
    chart: {
      kind: 'bar',
      title: 'Deliveries per carrier',
      label: 'carrier',
      value: 'deliveries',
      rows: 'chart',
      valueLabel: 'Deliveries',
    },
    headlines: [
      { key: 'deliveries', label: 'Deliveries', type: 'int' },
      { key: 'boxes', label: 'Boxes', type: 'int' },
      { key: 'weightKg', label: 'Weight (kg)', type: 'decimal' },
      { key: 'carriers', label: 'Carriers', type: 'int' },
    ],
  },
  {
    screenId: 'cr.ambient-billing',
    report: 'ambient-billing',
    routingGroup: true,
    client: true,
    question: 'What did each client send by carrier, what did the carriers cost, and what is invoiced for it?',
    chart: { kind: 'bar', title: 'Invoiced per client', label: 'client', value: 'invoicedCents', top: 15 },
    headlines: [
      { key: 'parcels', label: 'Parcels', type: 'int' },
      { key: 'quoteCents', label: 'Carrier cost', type: 'cents' },
      { key: 'invoicedCents', label: 'Invoiced', type: 'cents' },
      { key: 'marginCents', label: 'Margin', type: 'cents' },
      { key: 'marginShare', label: 'Margin %', type: 'percent' },
    ],
  },
  {
    screenId: 'cr.summary',
    report: 'courier-summary',
    routingGroup: true,
    client: true,
    question: 'How many parcels did each carrier take, at what cost, and how did they end?',
    chart: { kind: 'bar', title: 'Parcels per carrier', label: 'carrier', value: 'parcels' },
    headlines: [
      { key: 'parcels', label: 'Parcels', type: 'int' },
      { key: 'carriers', label: 'Carriers', type: 'int' },
      { key: 'quoteCents', label: 'Carrier cost', type: 'cents' },
      { key: 'perParcelCents', label: 'Per parcel', type: 'cents' },
    ],
  },
  {
    screenId: 'cr.picking',
    report: 'courier-picking',
    routingGroup: true,
    client: true,
    question: 'Which carrier parcels are still to be picked and handed over, per carrier and routing group?',
    chart: { kind: 'bar', title: 'Boxes to pick', label: 'carrier', detail: 'routingGroup', value: 'boxesToPick' },
    headlines: [
      { key: 'parcels', label: 'Parcels', type: 'int' },
      { key: 'toPick', label: 'To pick', type: 'int' },
      { key: 'boxesToPick', label: 'Boxes to pick', type: 'int' },
      { key: 'handedOver', label: 'Handed over', type: 'int' },
    ],
  },
  // RDS (issue 36): docs/rds.md
  {
    screenId: 'd.retail-exceptions-daily',
    report: 'retail-exceptions-daily',
    routingGroup: false,
    client: true,
    question: 'How many retail exceptions were raised and resolved each day, and how many of them are still open?',
    chart: {
      kind: 'line',
      title: 'Exceptions raised and resolved per day',
      label: 'day',
      values: ['raised', 'resolved'],
    },
    headlines: [
      { key: 'raised', label: 'Raised', type: 'int' },
      { key: 'resolved', label: 'Resolved', type: 'int' },
      { key: 'stillOpen', label: 'Still open', type: 'int' },
      { key: 'stillOpenShare', label: 'Still open %', type: 'percent' },
    ],
  },
  {
    screenId: 'rds.run-report',
    report: 'rds-run-report',
    routingGroup: false,
    client: true,
    question: 'How much in-store work did each service provider have in the period, and how much is done?',
    chart: { kind: 'bar', title: 'Completed events per provider', label: 'provider', value: 'completed' },
    headlines: [
      { key: 'events', label: 'Events', type: 'int' },
      { key: 'completed', label: 'Completed', type: 'int' },
      { key: 'toDo', label: 'Still to do', type: 'int' },
      { key: 'hours', label: 'Hours booked', type: 'decimal' },
      { key: 'completion', label: 'Completed %', type: 'percent' },
    ],
  },
];

export function viewOfScreen(screenId: string): ReportView | undefined {
  return REPORT_VIEWS.find((v) => v.screenId === screenId);
}
