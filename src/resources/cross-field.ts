/**
 * Rules between fields of one record (a window ends after it starts, a date range is ordered),
 * declared once with the resource (`crossFieldRules`) and applied by the derived record schema
 * (./schema.ts `recordSchemaOf`) wherever a whole record is checked: the server's writes, CSV
 * import and the forms. Each names the field a person corrects. Pure data and predicates: no zod.
 */
import type { ResourceDef } from './types';

export interface CrossFieldRule {
  /** the field the message is about: the one a person corrects */
  field: string;
  /** the fields the rule reads */
  reads: readonly string[];
  /** what is wrong, in words; null when the record keeps the rule */
  problem(record: Readonly<Record<string, unknown>>): string | null;
}

export interface FieldProblem {
  field: string;
  message: string;
}

function given(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

/**
 * `end` is later than `start`. Times (HH:mm) and dates (yyyy-MM-dd) compare as text. Checked
 * only when both are given: an open end is another rule's business (`bothOrNeither`).
 */
export function endsAfter(start: string, end: string, message: string): CrossFieldRule {
  return {
    field: end,
    reads: [start, end],
    problem: (r) => (given(r[start]) && given(r[end]) && r[end] <= r[start] ? message : null),
  };
}

/** `to` is not before `from` (a date range of one day is ordered); checked when both are given. */
export function ordered(from: string, to: string, message: string): CrossFieldRule {
  return {
    field: to,
    reads: [from, to],
    problem: (r) => (given(r[from]) && given(r[to]) && r[to] < r[from] ? message : null),
  };
}

/** Both fields are given, or neither (empty text and null count as not given). */
export function bothOrNeither(first: string, second: string, message: string): CrossFieldRule {
  return {
    field: second,
    reads: [first, second],
    problem: (r) => (given(r[first]) !== given(r[second]) ? message : null),
  };
}

/** The window rule every time window of the registry shares. */
export const WINDOW_ENDS_AFTER_START = 'The window must end after it starts.';

/** What the record breaks of its resource's cross-field rules, one problem per field, in declared order. */
export function crossFieldProblems(def: ResourceDef, record: Readonly<Record<string, unknown>>): FieldProblem[] {
  const out: FieldProblem[] = [];
  for (const rule of def.crossFieldRules ?? []) {
    if (out.some((p) => p.field === rule.field)) continue;
    const message = rule.problem(record);
    if (message) out.push({ field: rule.field, message });
  }
  return out;
}
