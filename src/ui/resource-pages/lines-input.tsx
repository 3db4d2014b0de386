/**
 * The form input of a json field declared as a list of lines (`lines` on the field: a recipe's
 * components): one row of inputs per line, each the kit's own input for that line field (a
 * searchable picker for a reference, a number input for a count), with Add and Remove buttons,
 * instead of JSON text. It reads and writes the same JSON text the form holds for any json field
 * (field-values.ts), so the form's validation against the field's schema, and the server's, are
 * unchanged. Text that is not a list of lines (typed by hand elsewhere) is shown as JSON text.
 */
import { Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { FieldMeta } from '../../resources/types';
import { fromLinesText, lineCellText, toLinesText, withCell, type Line } from './lines-value';

/** What a line's cell input is given (field-input.tsx's FieldInput takes these). */
export interface LineCellProps {
  name: string;
  meta: FieldMeta;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  ariaLabel: string;
}

export interface LinesInputProps {
  name: string;
  meta: FieldMeta & { lines: NonNullable<FieldMeta['lines']> };
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  /** draws one cell's input: the kit's FieldInput, passed in by it (it draws this input too) */
  cellInput: (props: LineCellProps) => ReactNode;
}

export function LinesInput({ name, meta, value, onChange, invalid, cellInput }: LinesInputProps) {
  const lines = fromLinesText(value);
  const host = useRef<HTMLDivElement>(null);
  /** the row whose first input takes focus once drawn (a line added, or the one before a removed line) */
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    if (focusRow.current === null) return;
    const row = focusRow.current;
    focusRow.current = null;
    host.current?.querySelector<HTMLElement>(`[data-line="${row}"] input, [data-line="${row}"] select`)?.focus();
  });
  if (lines === null)
    return (
      <Textarea
        name={name}
        aria-invalid={invalid || undefined}
        size="sm"
        fontFamily="mono"
        rows={4}
        spellCheck={false}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  const cells = Object.entries(meta.lines);
  const write = (next: Line[]) => onChange(toLinesText(next));
  return (
    <Stack ref={host} gap="2" role="group" aria-label={meta.label} data-testid={`lines-${name}`}>
      {lines.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          No {meta.label.toLowerCase()} yet.
        </Text>
      )}
      {lines.map((line, i) => (
        <HStack key={i} gap="2" align="start" data-line={i}>
          {cells.map(([key, cell]) => (
            <Stack key={key} gap="0" flex={cell.type === 'ref' ? '3' : '1'} minW="0">
              {cellInput({
                name: `${name}.${i}.${key}`,
                meta: cell,
                ariaLabel: `${cell.label}, line ${i + 1}`,
                value: lineCellText(line, key),
                invalid,
                onChange: (text) => write(lines.map((l, j) => (j === i ? withCell(l, key, cell, text) : l))),
              })}
            </Stack>
          ))}
          <Button
            size="sm"
            variant="outline"
            aria-label={`Remove line ${i + 1}`}
            onClick={() => {
              focusRow.current = Math.max(0, i - 1);
              write(lines.filter((_, j) => j !== i));
            }}
          >
            Remove
          </Button>
        </HStack>
      ))}
      <div>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            focusRow.current = lines.length;
            write([...lines, {}]);
          }}
        >
          Add a line
        </Button>
      </div>
    </Stack>
  );
}
