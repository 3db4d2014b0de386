/**
 * The two views of the day: deliveries by status (bars) and runs by status (a ring), drawn with
 * the app's chart kit in each status's badge colour. Each bar or slice opens its list.
 */
import { useNavigate } from 'react-router-dom';
import { BarChart, RingChart, statusFill } from '../../ui/charts';

interface Datum {
  status: string;
  count: number;
}

const asParts = (data: readonly Datum[]) =>
  data.map((d) => ({ key: d.status, label: d.status, value: d.count, colour: statusFill(d.status) }));

export function DeliveriesChart({ data, linkFor }: { data: Datum[]; linkFor: (status: string) => string }) {
  const navigate = useNavigate();
  return (
    <BarChart
      id="deliveries"
      title="Deliveries by status"
      valueLabel="Deliveries"
      bars={asParts(data)}
      onSelect={(s) => navigate(linkFor(s))}
    />
  );
}

export function RunsChart({ data, linkFor }: { data: Datum[]; linkFor: (status: string) => string }) {
  const navigate = useNavigate();
  return (
    <RingChart
      id="runs"
      title="Runs by status"
      valueLabel="Runs"
      parts={asParts(data)}
      empty="No runs on this day."
      onSelect={(s) => navigate(linkFor(s))}
    />
  );
}
