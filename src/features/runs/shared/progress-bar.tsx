/**
 * Drops done / total as a bar: completed green, failed red, the rest grey. Plain elements with
 * static classes (src/theme/static-classes.ts), the widths inline: the run summary draws one per run,
 * and a styled component per part (a CSS class per percentage) was most of its start-up cost.
 */
import { runProgress } from '../../../ui/run-progress';

export function ProgressBar({ run }: { run: Readonly<Record<string, unknown>> }) {
  const p = runProgress(run);
  const pct = (n: number) => (p.total === 0 ? 0 : (n / p.total) * 100);
  return (
    <div className="dc-progress">
      <div
        role="progressbar"
        aria-label="Drops done"
        aria-valuemin={0}
        aria-valuemax={p.total}
        aria-valuenow={p.done}
        aria-valuetext={`${p.done} of ${p.total} drops done, ${p.failed} failed`}
        className="dc-progress-track"
      >
        <div className="dc-progress-done" style={{ width: `${pct(p.completed)}%` }} />
        <div className="dc-progress-failed" style={{ width: `${pct(p.failed)}%` }} />
      </div>
      <span className="dc-progress-text" data-testid="progress-text">
        {p.done}/{p.total}
      </span>
    </div>
  );
}
