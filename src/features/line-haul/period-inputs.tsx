/** A period of days, first and last, for the builder and the scoreboard. */
import { Field, HStack } from '@chakra-ui/react';
import { DayInput } from '../../ui';

export function PeriodInputs({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (from: string, to: string) => void;
}) {
  return (
    <HStack gap="4" wrap="wrap" align="end">
      <Field.Root width="auto">
        <Field.Label>From</Field.Label>
        <DayInput name="from" value={from} onChange={(d) => onChange(d, to < d ? d : to)} />
      </Field.Root>
      <Field.Root width="auto">
        <Field.Label>To</Field.Label>
        <DayInput name="to" value={to} onChange={(d) => onChange(from > d ? d : from, d)} />
      </Field.Root>
    </HStack>
  );
}
