/**
 * One colour per status value across the app (a Chakra colour palette name). Grouped by
 * meaning: waiting gray, planned purple, on the way blue/cyan, done green, trouble orange,
 * lost or failed red. A status the table does not know reads gray.
 */
import type { BadgePalette } from '../../theme/static-classes';

export const STATUS_PALETTE: Readonly<Record<string, BadgePalette>> = {
  pending: 'gray',
  planned: 'gray',
  draft: 'gray',
  expected: 'gray',
  ordered: 'purple',
  reserved: 'purple',
  open: 'blue',
  receiving: 'blue',
  applied: 'green',
  dispatched: 'green',
  reversed: 'orange',
  canceled: 'pink',
  created: 'gray',
  disabled: 'gray',
  offered: 'gray',
  booked: 'gray',
  undated: 'gray',
  'label-issued': 'gray',
  routed: 'purple',
  assigned: 'purple',
  scheduled: 'purple',
  sorted: 'purple',
  allocated: 'purple',
  lodged: 'purple',
  'in-depot': 'purple',
  accepted: 'purple',
  confirmed: 'purple',
  issued: 'purple',
  loaded: 'cyan',
  arrived: 'teal',
  'in-transit': 'blue',
  'in-progress': 'blue',
  'in-use': 'blue',
  charging: 'cyan',
  idle: 'gray',
  departed: 'blue',
  onboard: 'blue',
  'on-board': 'blue',
  delivered: 'green',
  completed: 'green',
  finished: 'green',
  active: 'green',
  imported: 'green',
  closed: 'green',
  available: 'green',
  received: 'green',
  promoted: 'green',
  resolved: 'green',
  paid: 'green',
  returned: 'orange',
  redelivery: 'orange',
  skipped: 'yellow',
  inactive: 'yellow',
  withdrawn: 'yellow',
  maintenance: 'orange',
  suspended: 'orange',
  declined: 'orange',
  attempted: 'orange',
  futile: 'orange',
  exception: 'red',
  retired: 'red',
  failed: 'red',
  missing: 'red',
  damaged: 'red',
  rejected: 'red',
  deleted: 'red',
  void: 'red',
  cancelled: 'pink',
};

export function statusColour(status: string): BadgePalette {
  return STATUS_PALETTE[status] ?? 'gray';
}

/** The status-like field of a declaration: an enum field named 'status' (shown as a badge). */
export function isStatusField(name: string, meta: { type: string }): boolean {
  return meta.type === 'enum' && (name === 'status' || name.endsWith('Status'));
}
