/**
 * The fields of an edit or create form laid out two to a row (one at tablet width), each with its
 * label, required mark, hint and error. One layout for both forms.
 * Fields the user may not change (`locked`: name -> the reason) show their value read-only, under
 * their reason said once: ten fields locked for one reason read as one rule, not ten.
 */
import { Field, SimpleGrid, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import type { FieldMeta } from '../../resources/types';
import type { FieldErrors } from './field-values';
import { FieldInput } from './field-input';

type Locked = ReadonlyMap<string, { meta: FieldMeta; value: string; reason: string }>;

/** The read-only fields under each reason, once, in the order the reasons first come. */
function byReason(locked: Locked | undefined): [string, [string, { meta: FieldMeta; value: string }][]][] {
  const groups = new Map<string, [string, { meta: FieldMeta; value: string }][]>();
  for (const [name, { meta, value, reason }] of locked ?? []) {
    groups.set(reason, [...(groups.get(reason) ?? []), [name, { meta, value }]]);
  }
  return [...groups];
}

export function FieldGrid({
  fields,
  valueOf,
  errors,
  onChange,
  locked,
}: {
  fields: readonly [string, FieldMeta][];
  valueOf: (name: string, meta: FieldMeta) => string;
  errors: FieldErrors;
  onChange: (name: string, value: string) => void;
  locked?: Locked;
}) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      {fields.map(([name, meta]) => (
        <Field.Root key={name} required={meta.required} invalid={Boolean(errors[name])}>
          <Field.Label>
            {meta.label}
            <Field.RequiredIndicator />
          </Field.Label>
          <FieldInput
            name={name}
            meta={meta}
            value={valueOf(name, meta)}
            invalid={Boolean(errors[name])}
            onChange={(v) => onChange(name, v)}
          />
          {meta.hint && <Field.HelperText>{meta.hint}</Field.HelperText>}
          <Field.ErrorText>{errors[name]}</Field.ErrorText>
        </Field.Root>
      ))}
      {byReason(locked).map(([reason, group]) => (
        <Fragment key={reason}>
          <Text gridColumn="1 / -1" mt="2" fontSize="sm" color="fg.muted">
            {reason}
          </Text>
          {group.map(([name, { meta, value }]) => (
            <Field.Root key={name} readOnly data-testid={`locked-${name}`}>
              <Field.Label>{meta.label}</Field.Label>
              <Text py="2" overflowWrap="anywhere">
                {value === '' ? '—' : value}
              </Text>
            </Field.Root>
          ))}
        </Fragment>
      ))}
    </SimpleGrid>
  );
}
