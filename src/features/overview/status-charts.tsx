/** Recharts views of the day: deliveries by status (bars) and runs by status (pie). Each bar or slice opens its list. */
import { Box, Heading, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export const STATUS_COLOURS: Record<string, string> = {
  pending: '#a0aec0',
  routed: '#718096',
  loaded: '#3182ce',
  'in-transit': '#dd6b20',
  delivered: '#38a169',
  failed: '#e53e3e',
  returned: '#9b2c2c',
  cancelled: '#4a5568',
  planned: '#a0aec0',
  assigned: '#805ad5',
  'in-progress': '#dd6b20',
  finished: '#38a169',
};

interface Datum {
  status: string;
  count: number;
}

export function DeliveriesChart({ data, linkFor }: { data: Datum[]; linkFor: (status: string) => string }) {
  const navigate = useNavigate();
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="bg" aria-labelledby="chart-deliveries" role="figure">
      <Heading as="h2" size="sm" id="chart-deliveries" mb="2">
        Deliveries by status
      </Heading>
      <Box h="260px" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="status" tick={{ fontSize: 11 }} interval={0} angle={-30} textAnchor="end" height={56} />
            <YAxis allowDecimals={false} tick={{ fontSize: 11 }} width={52} />
            <Tooltip />
            <Bar dataKey="count" name="Deliveries" cursor="pointer" isAnimationActive={false} onClick={(d) => navigate(linkFor(String((d as { payload?: Datum }).payload?.status ?? '')))}>
              {data.map((d) => (
                <Cell key={d.status} fill={STATUS_COLOURS[d.status] ?? '#718096'} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </Box>
    </Box>
  );
}

export function RunsChart({ data, linkFor }: { data: Datum[]; linkFor: (status: string) => string }) {
  const navigate = useNavigate();
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="bg" aria-labelledby="chart-runs" role="figure">
      <Heading as="h2" size="sm" id="chart-runs" mb="2">
        Runs by status
      </Heading>
      {data.length === 0 ? (
        <Text color="fg.muted">No runs on this day.</Text>
      ) : (
        <Box h="260px" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <PieChart accessibilityLayer={false}>
              <Pie data={data} dataKey="count" nameKey="status" innerRadius="45%" outerRadius="75%" cursor="pointer" isAnimationActive={false} rootTabIndex={-1}
                onClick={(d) => navigate(linkFor(String((d as { payload?: Datum }).payload?.status ?? '')))}>
                {data.map((d) => (
                  <Cell key={d.status} fill={STATUS_COLOURS[d.status] ?? '#718096'} />
                ))}
              </Pie>
              <Tooltip />
              <Legend wrapperStyle={{ fontSize: 12 }} />
            </PieChart>
          </ResponsiveContainer>
        </Box>
      )}
    </Box>
  );
}
