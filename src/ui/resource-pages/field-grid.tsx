/**
 * The fields of an edit or create form laid out two to a row (one at tablet width), each with its
 * label, required mark, hint and error. One layout for both forms.
 * Fields the user may not change (`locked`: name -> the reason) show their value read-only with
 * the reason under it.
 */
import { Field, SimpleGrid, Text } from '@chakra-ui/react';
import type { FieldMeta } from '../../resources/types';
import type { FieldErrors } from './field-values';
import { FieldInput } from './field-input';

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
  locked?: ReadonlyMap<string, { meta: FieldMeta; value: string; reason: string }>;
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
      {[...(locked ?? [])].map(([name, { meta, value, reason }]) => (
        <Field.Root key={name} readOnly data-testid={`locked-${name}`}>
          <Field.Label>{meta.label}</Field.Label>
          <Text py="2">{value === '' ? '—' : value}</Text>
          <Field.HelperText>{reason}</Field.HelperText>
        </Field.Root>
      ))}
    </SimpleGrid>
  );
}
