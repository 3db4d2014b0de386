import type { PendingMarks } from '../../offline';
import { StaticBadge } from '../../theme/static-badge';

const LABEL = {
  pending: 'Unsent',
  sending: 'Sending',
  failed: 'Will retry',
  conflict: 'Conflict',
  rejected: 'Rejected',
} as const;
const COLOUR = { pending: 'blue', sending: 'blue', failed: 'orange', conflict: 'red', rejected: 'red' } as const;

/** Marks a record that has edits in the outbox. */
export function PendingBadge({ marks }: { marks: PendingMarks }) {
  if (!marks.pendingStatus) return null;
  return (
    <StaticBadge
      palette={COLOUR[marks.pendingStatus]}
      data-testid="pending-badge"
      title="This record has changes not yet on the server"
    >
      {marks.pendingCreate ? 'New, unsent' : marks.pendingDelete ? 'Delete unsent' : LABEL[marks.pendingStatus]}
    </StaticBadge>
  );
}
