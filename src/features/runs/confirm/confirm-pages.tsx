/**
 * Temp Check Confirmation: chilled drops whose temperature reading is not confirmed yet.
 * Drop Instructions Followed: drops where the driver reported the delivery instructions were not
 * followed; the supervisor confirms after following up (see docs/runs.md).
 */
import { ConfirmList, type ConfirmSpec } from './confirm-list';

const TEMP_CHECK: ConfirmSpec = {
  title: 'Temp Check Confirmation',
  filters: { status: 'completed', tempCheckConfirmed: 'false' },
  needs: (d) => typeof d.temperatureC === 'number' && d.tempCheckConfirmed !== true,
  figureLabel: 'Temperature',
  figure: (d) => (typeof d.temperatureC === 'number' ? `${d.temperatureC.toFixed(1)} °C` : '—'),
  changes: { tempCheckConfirmed: true },
  confirmLabel: 'Confirm reading',
};

const INSTRUCTIONS: ConfirmSpec = {
  title: 'Drop Instructions Followed',
  filters: { status: 'completed', instructionsFollowed: 'false' },
  needs: (d) => d.instructionsFollowed === false,
  figureLabel: 'Driver reported',
  figure: (d) => (d.instructionsFollowed === false ? 'Not followed' : 'Followed'),
  changes: { instructionsFollowed: true },
  confirmLabel: 'Confirm followed',
};

export function TempCheckRoute() {
  return <ConfirmList spec={TEMP_CHECK} />;
}

export function InstructionsRoute() {
  return <ConfirmList spec={INSTRUCTIONS} />;
}
