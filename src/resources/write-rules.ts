/**
 * The write rules in figures, per resource: how many fields only the server writes, how many are
 * given at creation and fixed afterwards, how many a rule of the access language restricts, the
 * status moves its lifecycle declares and the fields its history records. Read from the
 * declarations (./writes.ts `writeOf`, ./lifecycle.ts) and printed by `npm run write-rules`, so
 * the figures cannot drift from them (no document keeps a copy).
 */
import { historyFields } from './history';
import type { ResourceDef } from './types';
import { fieldEntries } from './types';
import { writeOf } from './writes';

export interface WriteRuleCount {
  resource: string;
  /** written only by the server (`write: 'server'`) */
  serverKept: number;
  /** given when the record is made, fixed afterwards (`'create'`, or a field not editable) */
  createOnly: number;
  /** written by those a rule of the access language lets through */
  roleRestricted: number;
  /** status moves the lifecycle declares (a move from several statuses counts once per status left) */
  transitions: number;
  /** fields whose changes the server's history records (the status and the audited fields) */
  recorded: number;
}

export function writeRuleCount(def: ResourceDef): WriteRuleCount {
  const out: WriteRuleCount = {
    resource: def.name,
    serverKept: 0,
    createOnly: 0,
    roleRestricted: 0,
    transitions: (def.lifecycle?.transitions ?? []).reduce((n, t) => n + t.from.filter((f) => f !== t.to).length, 0),
    recorded: historyFields(def).length,
  };
  for (const [, meta] of fieldEntries(def)) {
    const write = writeOf(meta);
    if (write === 'server') out.serverKept++;
    else if (write === 'create') out.createOnly++;
    else if (write !== 'action') out.roleRestricted++;
  }
  return out;
}

/** Resources whose declaration says more than the default (a write rule given, or a lifecycle). */
export function governed(def: ResourceDef): boolean {
  return def.lifecycle !== undefined || fieldEntries(def).some(([, meta]) => meta.write !== undefined);
}

const COLUMNS = ['server-kept', 'create-only', 'role-restricted', 'transitions', 'recorded'] as const;

/** The table of docs/access.md: the governed resources, then the totals over every resource. */
export function writeRulesTable(defs: readonly ResourceDef[]): string {
  const rows = defs.filter(governed).map(writeRuleCount);
  const all = defs.map(writeRuleCount);
  const cells = (c: WriteRuleCount) => [c.serverKept, c.createOnly, c.roleRestricted, c.transitions, c.recorded];
  const sum = (i: number) => all.reduce((n, c) => n + (cells(c)[i] ?? 0), 0);
  return [
    `| resource | ${COLUMNS.join(' | ')} |`,
    `|---|${COLUMNS.map(() => '--:').join('|')}|`,
    ...rows.map((c) => `| ${c.resource} | ${cells(c).join(' | ')} |`),
    `| all ${defs.length} resources | ${COLUMNS.map((_, i) => sum(i)).join(' | ')} |`,
  ].join('\n');
}
