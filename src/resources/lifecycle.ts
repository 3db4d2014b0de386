/**
 * Status lifecycles, declared with each resource (`lifecycle` on ResourceDef): the statuses a
 * record starts in, the allowed moves between statuses, who may make each move (a Rule of the one
 * access language, ./access.ts), and which fields a move requires, stamps with the time or clears.
 *
 * This module owns the one reading of those declarations, pure so that the server (which refuses
 * a move with a 422 naming `status` and applies what the move sets, server/resources/lifecycle.ts),
 * the forms (which offer only the next statuses allowed to the user) and the unit tests all ask the
 * same question. Why here and not in each resource's hooks: the rules are data the UI needs too,
 * and a move written once cannot disagree between the picker and the server.
 */
import type { AccessContext, AccessRecord, Rule } from './access';
import { bareContext, refusalOf } from './access';
import type { AccessUser } from './roles';
import type { ResourceDef } from './types';

/** One allowed move. A move from a status to itself is never a move: staying put is always allowed. */
export interface Transition<K extends string = string> {
  /** the statuses this move leaves */
  from: readonly string[];
  to: string;
  /** who may make it (besides the resource's write rule, which still applies) */
  who: Rule;
  /** fields that must hold a value once the move is made */
  requires?: readonly K[];
  /** fields set to the server's time by the move (unless the lifecycle's `timesGivenBy` user gives one) */
  stamps?: readonly K[];
  /** fields emptied by the move */
  clears?: readonly K[];
}

export interface Lifecycle<K extends string = string> {
  /** the status field (an enum field of the resource) */
  field: K;
  /** statuses a new record may be created in */
  start: readonly string[];
  /** who may create a record in any status (records entered after the fact) */
  anyStartBy?: Rule;
  transitions: readonly Transition<K>[];
  /** who may give a stamped time themselves instead of the server's clock */
  timesGivenBy?: Rule;
  /**
   * a list field of the record (status, at, by) that the server extends with each move; clients
   * cannot rewrite it (a create by the `timesGivenBy` user may bring its own, for records entered after the fact)
   */
  trail?: K;
  /** added to a refusal of an undeclared move, e.g. where that status comes from instead */
  note?: string;
}

export interface LifecycleProblem {
  field: string;
  message: string;
}

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function label(def: ResourceDef, field: string): string {
  return def.fields[field]?.label ?? field;
}

/** 'a pending', 'an in-transit': the article before a status or a label. */
function a(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function lower(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The transition from one status to another, if declared. */
export function transitionOf(lifecycle: Lifecycle, from: string, to: string): Transition | undefined {
  return lifecycle.transitions.find((t) => t.to === to && t.from.includes(from));
}

/** The statuses a record in `from` (this record, when given) may move to, for this user (without `from` itself). */
export function nextStatuses(
  def: ResourceDef,
  user: AccessUser,
  from: string,
  context: AccessContext = bareContext(user),
  record?: AccessRecord,
): string[] {
  const lifecycle = def.lifecycle;
  if (!lifecycle) return [];
  const out: string[] = [];
  for (const t of lifecycle.transitions)
    if (t.to !== from && t.from.includes(from) && t.who(user, context, record) && !out.includes(t.to)) out.push(t.to);
  return out;
}

/** The statuses this user may create a record in. */
export function startStatuses(
  def: ResourceDef,
  user: AccessUser,
  context: AccessContext = bareContext(user),
): string[] {
  const lifecycle = def.lifecycle;
  if (!lifecycle) return [];
  const every = def.fields[lifecycle.field]?.options ?? [];
  return lifecycle.anyStartBy?.(user, context) ? [...every] : [...lifecycle.start];
}

/** The options a status picker shows for a record now in `from`: the current status, then the allowed next ones. */
export function statusChoices(
  def: ResourceDef,
  user: AccessUser,
  from: string | null,
  context: AccessContext = bareContext(user),
  record?: AccessRecord,
): string[] {
  if (from === null) return startStatuses(def, user, context);
  return [from, ...nextStatuses(def, user, from, context, record)];
}

/** Every field some transition stamps with a time (kept by the server unless a move or an authorised user sets it). */
export function stampedFields(lifecycle: Lifecycle): string[] {
  return [...new Set(lifecycle.transitions.flatMap((t) => t.stamps ?? []))];
}

/**
 * Why a move is refused, in words people read, or null when it is allowed. With the stored
 * `record`, a move's record rule answers for it and refuses with its own reason ('The offer
 * closed at …'); without one, record rules answer yes.
 */
export function transitionRefusal(
  def: ResourceDef,
  user: AccessUser,
  from: string | null,
  to: string,
  context: AccessContext = bareContext(user),
  record?: AccessRecord,
): string | null {
  const lifecycle = def.lifecycle;
  if (!lifecycle) return null;
  const name = lower(def.label);
  if (from === null) {
    const starts = startStatuses(def, user, context);
    return starts.includes(to) ? null : `A new ${name} starts as ${starts.join(' or ')}, not ${to}.`;
  }
  if (from === to) return null;
  const move = transitionOf(lifecycle, from, to);
  if (move && move.who(user, context, record)) return null;
  if (move) return refusalOf(move.who, user, context, record) ?? `You may not change ${a(from)} ${name} to ${to}.`;
  const allowed = nextStatuses(def, user, from, context, record);
  const said =
    allowed.length > 0
      ? `${capital(a(from))} ${name} can only become ${allowed.join(', ')}, not ${to}.`
      : `You may not change the status of ${a(from)} ${name}.`;
  return lifecycle.note ? `${said} ${lifecycle.note}` : said;
}

/** One step of a record's own status trail (the `trail` field). */
export interface TrailStep {
  status: string;
  at: string;
  by?: string;
}

/**
 * The trail after a write: the stored one, extended by the move if the status moved. A client's
 * value is ignored, except on a create by someone who may give times (a record entered after the fact).
 */
export function nextTrail(
  lifecycle: Lifecycle,
  before: Record<string, unknown> | null,
  next: Record<string, unknown>,
  step: TrailStep,
  mayGive: boolean,
): TrailStep[] | undefined {
  const field = lifecycle.trail;
  if (!field) return undefined;
  const list = (v: unknown): TrailStep[] => (Array.isArray(v) ? (v as TrailStep[]) : []);
  if (before === null) return mayGive && list(next[field]).length > 0 ? list(next[field]) : [step];
  const kept = list(before[field]);
  return before[lifecycle.field] === next[lifecycle.field] ? kept : [...kept, step];
}

/**
 * Applies the lifecycle to a write: refuses a move the user may not make, stamps and clears what
 * the move sets, keeps stamped times unless the user may give them, and checks what the new status
 * requires. `next` is the whole record after the write (changed in place); `before` is the stored
 * record, or null on create. Returns the problems (empty when the write may go ahead).
 */
export function applyLifecycle(
  def: ResourceDef,
  user: AccessUser,
  before: Record<string, unknown> | null,
  next: Record<string, unknown>,
  now: string,
  context: AccessContext = bareContext(user),
): LifecycleProblem[] {
  const lifecycle = def.lifecycle;
  if (!lifecycle) return [];
  const field = lifecycle.field;
  const from = before ? String(before[field]) : null;
  const to = String(next[field]);
  const refused = transitionRefusal(def, user, from, to, context, before ?? undefined);
  if (refused) return [{ field, message: refused }];
  const givesTimes = lifecycle.timesGivenBy?.(user, context) ?? false;
  const move = from !== null && from !== to ? transitionOf(lifecycle, from, to) : undefined;
  // Stamped times are the server's: kept as they were unless a move sets them or the user may give them.
  if (!givesTimes) for (const f of stampedFields(lifecycle)) next[f] = before ? (before[f] ?? null) : null;
  for (const f of move?.stamps ?? []) {
    const given = givesTimes && !blank(next[f]) && !same(next[f], before?.[f]);
    if (!given) next[f] = now;
  }
  for (const f of move?.clears ?? []) next[f] = null;
  const problems: LifecycleProblem[] = [];
  // What a status requires: checked on the move into it, and whenever a write empties it.
  const required = new Set(lifecycle.transitions.filter((t) => t.to === to).flatMap((t) => t.requires ?? []));
  for (const f of required) {
    const entering = move !== undefined && (move.requires ?? []).includes(f);
    const emptied = before !== null && !blank(before[f]) && blank(next[f]);
    if ((entering || emptied) && blank(next[f]))
      problems.push({ field: f, message: `${capital(a(to))} ${lower(def.label)} needs ${lower(label(def, f))}.` });
  }
  return problems;
}
