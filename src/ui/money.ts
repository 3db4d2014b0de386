/**
 * How money reads: integer cents (the finance model's unit, docs/finance.md) as dollars and cents
 * on screen and in CSV. Exact: the cents are split with integer arithmetic, never divided as a
 * float, so 1234550 is '$12,345.50' and '12345.50', never '12345.499999'.
 */

function parts(cents: number): { sign: string; whole: number; part: string } {
  const abs = Math.abs(cents);
  return { sign: cents < 0 ? '-' : '', whole: Math.trunc(abs / 100), part: String(abs % 100).padStart(2, '0') };
}

/** '$1,234.50', '-$75.00' */
export function formatCents(cents: number): string {
  const { sign, whole, part } = parts(cents);
  return `${sign}$${whole.toLocaleString('en-AU')}.${part}`;
}

/** A CSV cell of money: dollars with two decimals and no grouping ('1234.50'), as spreadsheets read it. */
export function centsCell(cents: number): string {
  const { sign, whole, part } = parts(cents);
  return `${sign}${whole}.${part}`;
}
