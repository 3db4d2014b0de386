/**
 * The one day picker of the filter bars: the day typed as yyyy-MM-dd (spec 9), whatever the
 * device's locale (a native date input shows 11/22/2026 on a US-set tablet), with previous/next
 * day buttons for the dispatcher stepping through days and a calendar button that opens the
 * browser's own picker. A day is applied as soon as the text is a real date.
 */
import { Box, HStack, IconButton, Input } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { MdCalendarMonth, MdChevronLeft, MdChevronRight } from 'react-icons/md';
import { isCalendarDate } from '../resources/common';
import { shiftDay } from '../lib/calendar';

export interface DayInputProps {
  value: string;
  onChange: (day: string) => void;
  name?: string;
  /** an empty text is a choice too ('any day'), applied as '' */
  clearable?: boolean;
}

export function DayInput({ value, onChange, name, clearable = false }: DayInputProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const picker = useRef<HTMLInputElement>(null);
  const isDay = isCalendarDate(value);
  const valid = draft === '' ? clearable : isCalendarDate(draft);
  const type = (text: string) => {
    setDraft(text);
    if (isCalendarDate(text) || (clearable && text === '')) onChange(text);
  };
  return (
    <HStack gap="0.5">
      <IconButton
        aria-label="Previous day"
        size="sm"
        variant="ghost"
        disabled={!isDay}
        onClick={() => onChange(shiftDay(value, -1))}
      >
        <MdChevronLeft />
      </IconButton>
      <Input
        size="sm"
        width="7.5rem"
        name={name}
        value={draft}
        inputMode="numeric"
        placeholder="yyyy-MM-dd"
        maxLength={10}
        aria-invalid={!valid}
        onChange={(e) => type(e.target.value.trim())}
        onBlur={() => setDraft(value)}
      />
      <Box position="relative">
        <IconButton
          aria-label="Choose a day on a calendar"
          size="sm"
          variant="ghost"
          onClick={() => picker.current?.showPicker()}
        >
          <MdCalendarMonth />
        </IconButton>
        {/* the browser's calendar, opened by the button; never focused or read out itself */}
        <input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          value={isDay ? value : ''}
          onChange={(e) => e.target.value && onChange(e.target.value)}
          style={{ position: 'absolute', inset: 0, opacity: 0, pointerEvents: 'none' }}
        />
      </Box>
      <IconButton
        aria-label="Next day"
        size="sm"
        variant="ghost"
        disabled={!isDay}
        onClick={() => onChange(shiftDay(value, 1))}
      >
        <MdChevronRight />
      </IconButton>
    </HStack>
  );
}
