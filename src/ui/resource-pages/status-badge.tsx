/**
 * The one status badge of the app: the same status value has the same colour on every page
 * (deliveries, boxes, runs, drops, generic lists). The word is always shown; colour is a hint.
 * Colours live in one palette table keyed by status value (status-palette.ts).
 */
import { StaticBadge } from '../../theme/static-badge';
import { statusColour } from './status-palette';

export function StatusBadge({ status }: { status: unknown }) {
  const text = typeof status === 'string' && status ? status : '—';
  return (
    <StaticBadge palette={statusColour(text)} data-testid="status" data-status={text}>
      {text}
    </StaticBadge>
  );
}
