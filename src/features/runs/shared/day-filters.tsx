/** Date and routing-group pickers for the '?date=&rg=' pages. */
import { Field, NativeSelect, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useReferenceList } from '../../../offline';
import type { DayParams } from '../../../ui/day-params';
import { DayInput } from '../../../ui';

export function DayFilters({
  day,
  withGroup = true,
  children,
}: {
  day: DayParams;
  withGroup?: boolean;
  children?: ReactNode;
}) {
  const groups = useReferenceList('routingGroups').data;
  return (
    <Wrap gap="3" align="flex-end">
      <Field.Root width="auto">
        <Field.Label>Date</Field.Label>
        <DayInput name="date" value={day.date} onChange={(date) => day.set({ date })} />
      </Field.Root>
      {withGroup ? (
        <Field.Root width="12rem">
          <Field.Label>Routing group</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              name="rg"
              value={day.routingGroupId === null ? '' : String(day.routingGroupId)}
              onChange={(e) => day.set({ rg: e.target.value || null })}
            >
              <option value="">All</option>
              {groups.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ) : null}
      {children}
    </Wrap>
  );
}
