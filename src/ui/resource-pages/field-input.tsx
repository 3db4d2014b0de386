/**
 * One input per declared field type, all holding text (see field-values.ts): text, long text,
 * e-mail, numbers with their bounds, yes/no, one-of selects, dates as yyyy-MM-dd text (never the
 * browser's locale order), times as HH:mm, searchable pickers for references, structured (json)
 * values as their JSON text, and a json list of lines (declared `lines`) as rows of these inputs.
 */
import { Input, NativeSelect, Textarea } from '@chakra-ui/react';
import type { FieldMeta } from '../../resources/types';
import { LinesInput } from './lines-input';
import { RefPicker, RefsPicker } from './ref-picker';

export interface FieldInputProps {
  name: string;
  meta: FieldMeta;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  /** accessible name when no visible label sits next to the input (grid cells) */
  ariaLabel?: string;
  size?: 'xs' | 'sm';
  /** long text as a one-line input (grid cells keep one row height) */
  singleLine?: boolean;
}

const DATE_PATTERN = '\\d{4}-\\d{2}-\\d{2}';
const TIME_PATTERN = '([01]\\d|2[0-3]):[0-5]\\d';

export function FieldInput({
  name,
  meta,
  value,
  onChange,
  invalid,
  ariaLabel,
  size = 'sm',
  singleLine = false,
}: FieldInputProps) {
  const common = { name, 'aria-label': ariaLabel, 'aria-invalid': invalid || undefined } as const;
  if (meta.type === 'ref' && meta.ref)
    return (
      <RefPicker
        name={name}
        label={ariaLabel ?? meta.label}
        resource={meta.ref}
        value={value}
        onChange={onChange}
        nullable={meta.nullable}
        invalid={invalid}
      />
    );
  if (meta.type === 'refs' && meta.ref)
    return (
      <RefsPicker
        name={name}
        label={ariaLabel ?? meta.label}
        resource={meta.ref}
        value={value}
        onChange={onChange}
        invalid={invalid}
      />
    );
  if (meta.type === 'enum' || meta.type === 'boolean') {
    const options = meta.type === 'boolean' ? ['true', 'false'] : (meta.options ?? []);
    const blank =
      meta.type === 'boolean' ? meta.nullable || value === '' : meta.nullable || !meta.required || value === '';
    return (
      <NativeSelect.Root size={size}>
        <NativeSelect.Field {...common} value={value} onChange={(e) => onChange(e.target.value)}>
          {blank && <option value="">—</option>}
          {options.map((o) => (
            <option key={o} value={o}>
              {meta.type === 'boolean' ? (o === 'true' ? 'Yes' : 'No') : o}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  }
  if (meta.type === 'json' && meta.lines && !singleLine)
    return (
      <LinesInput
        name={name}
        meta={{ ...meta, lines: meta.lines }}
        value={value}
        onChange={onChange}
        invalid={invalid}
        cellInput={(cell) => <FieldInput {...cell} />}
      />
    );
  if (meta.type === 'json')
    return (
      <Textarea
        {...common}
        size={size}
        fontFamily="mono"
        rows={Math.min(12, Math.max(3, value.split('\n').length))}
        spellCheck={false}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  if (meta.type === 'text' && !singleLine)
    return (
      <Textarea
        {...common}
        size={size}
        rows={3}
        maxLength={meta.maxLength}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  if (meta.type === 'number' || meta.type === 'integer') {
    return (
      <Input
        {...common}
        size={size}
        type="text"
        inputMode={meta.type === 'integer' ? 'numeric' : 'decimal'}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={bounds(meta)}
      />
    );
  }
  if (meta.type === 'date')
    return (
      <Input
        {...common}
        size={size}
        type="text"
        inputMode="numeric"
        pattern={DATE_PATTERN}
        placeholder="yyyy-MM-dd"
        maxLength={10}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  if (meta.type === 'time')
    return (
      <Input
        {...common}
        size={size}
        type="text"
        inputMode="numeric"
        pattern={TIME_PATTERN}
        placeholder="HH:mm"
        maxLength={5}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  const type = meta.label.toLowerCase().includes('mail') ? 'email' : 'text';
  return (
    <Input
      {...common}
      size={size}
      type={type}
      maxLength={meta.maxLength}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** '1 to 400' for a bounded number field, as its placeholder. */
export function bounds(meta: FieldMeta): string | undefined {
  const wide = (n: number | undefined) => n === undefined || Math.abs(n) >= 1e9;
  if (!wide(meta.min) && !wide(meta.max)) return `${meta.min} to ${meta.max}`;
  if (!wide(meta.min)) return `at least ${meta.min}`;
  if (!wide(meta.max)) return `at most ${meta.max}`;
  return undefined;
}
