/**
 * Filling a content template (src/resources/messaging.ts, `contentTemplates`): `{{variable}}`
 * replaced by the delivery's value, as plain text. The result is text, never HTML: the preview
 * draws it as text and the notifier sends it as the SMS or e-mail body; a `<b>` in a template
 * stays the four characters it is. A variable that is not one of TEMPLATE_VARIABLES stays as
 * written and is reported, so the server refuses to store it (server/messaging/hooks.ts) and
 * the preview points at it.
 */
import { TEMPLATE_VARIABLES, type TemplateVariable } from './messaging';

const VARIABLE = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;
const KNOWN = new Set<string>(TEMPLATE_VARIABLES);

/** Where a customer follows their delivery; the reference is appended. */
export const TRACKING_URL_BASE = 'https://track.depot.example/';

export type TemplateValues = Partial<Record<TemplateVariable, string | null>>;

export function unknownVariables(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(VARIABLE)) if (m[1] && !KNOWN.has(m[1])) out.add(m[1]);
  return [...out];
}

export function renderTemplate(text: string, values: TemplateValues): { text: string; unknown: string[] } {
  const unknown = unknownVariables(text);
  const rendered = text.replace(VARIABLE, (whole, name: string) =>
    KNOWN.has(name) ? (values[name as TemplateVariable] ?? '') : whole,
  );
  return { text: rendered, unknown };
}

/** A delivery's values for a template (the client's name given by the caller, who has the list). */
export function deliveryValues(
  d: {
    reference?: unknown;
    recipientName?: unknown;
    date?: unknown;
    windowStart?: unknown;
    windowEnd?: unknown;
    address?: unknown;
    suburb?: unknown;
  },
  clientName: string,
): TemplateValues {
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  const reference = str(d.reference);
  return {
    recipientName: str(d.recipientName),
    reference,
    clientName,
    deliveryDate: str(d.date),
    windowStart: str(d.windowStart),
    windowEnd: str(d.windowEnd),
    address: [str(d.address), str(d.suburb)].filter(Boolean).join(', '),
    trackingUrl: reference ? `${TRACKING_URL_BASE}${encodeURIComponent(reference)}` : null,
  };
}
