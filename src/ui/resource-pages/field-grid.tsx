/**
 * The fields of an edit or create form laid out two to a row (one at tablet width), each with its
 * label, required mark, hint and error, and the save result under them. One layout for both forms.
 */
import { Alert, Field, SimpleGrid } from '@chakra-ui/react';
import type { FieldMeta } from '../../resources/types';
import type { FieldErrors } from './field-values';
import { FieldInput } from './field-input';
import type { SaveMessage } from './save-messages';

export function FieldGrid({
  fields,
  valueOf,
  errors,
  onChange,
}: {
  fields: readonly [string, FieldMeta][];
  valueOf: (name: string, meta: FieldMeta) => string;
  errors: FieldErrors;
  onChange: (name: string, value: string) => void;
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
    </SimpleGrid>
  );
}

export function SaveResult({ message }: { message: SaveMessage | null }) {
  if (!message) return null;
  return (
    <Alert.Root
      status={message.status}
      role={message.status === 'error' ? 'alert' : 'status'}
      data-testid="save-result"
    >
      <Alert.Indicator />
      <Alert.Description>{message.text}</Alert.Description>
    </Alert.Root>
  );
}
