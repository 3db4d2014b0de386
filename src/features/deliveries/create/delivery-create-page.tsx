/**
 * New delivery (`/d/deliveries/all/create`): the generic create page with the manifest's columns
 * (less run and failure reason), a client to choose, a delivery's usual starting values, and the
 * CSV row rules as a further check, so a delivery typed here is accepted exactly when the same
 * row in a manifest would be.
 */
import { operatorToday } from '../../../lib/calendar';
import { IMPORT_COLUMNS, validateRow } from '../../../resources/delivery-csv';
import { ResourceCreatePage, type CreateOptions } from '../../../ui/resource-pages';

const FORM_FIELDS = IMPORT_COLUMNS.filter((f) => f !== 'runId' && f !== 'failureReason');

/** The CSV row's messages ('boxCount: must be …') by field. */
function csvRowErrors(draft: Record<string, string>): Record<string, string> {
  const cells = Object.fromEntries(FORM_FIELDS.map((f) => [f, draft[f] ?? '']));
  const out: Record<string, string> = {};
  for (const m of validateRow(cells).messages) {
    const field = m.split(':')[0] ?? '';
    if (FORM_FIELDS.includes(field)) out[field] ??= m.slice(field.length + 1).trim() || m;
  }
  return out;
}

export function DeliveryCreatePage() {
  const options: CreateOptions = {
    fields: FORM_FIELDS,
    askClient: true,
    defaults: {
      date: operatorToday(),
      status: 'pending',
      serviceType: 'home',
      countryId: '1',
      boxCount: '1',
      weightKg: '0',
      geoIssue: 'false',
    },
    check: csvRowErrors,
  };
  return <ResourceCreatePage resource="deliveries" options={options} />;
}
