/**
 * Searchable pickers for references: `RefPicker` for one record (a combobox: type to filter by
 * title, arrow keys to move, Enter to choose, Escape to close) and `RefsPicker` for several (a
 * filterable list of checkboxes). Both read the referenced resource's reference list from the
 * device (Dexie) and show names, never ids; the value is the id(s) as text.
 */
import { Box, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useReferenceList, useResourceList, type StoredRecord } from '../../offline';
import { inSentence, registered, resourceByName } from '../../resources';
import { idsOf } from './field-values';

const SHOWN = 50;

interface Option {
  id: number;
  title: string;
}

interface Options {
  options: Option[];
  loading: boolean;
}

function useTitled(resource: string, rows: readonly StoredRecord[]): Option[] {
  const def = resourceByName(resource);
  return useMemo(() => rows.map((r) => ({ id: r.id, title: String(r[def?.titleField ?? 'id'] ?? r.id) })), [rows, def]);
}

/** A reference list (depots, zones, clients ...): the whole list from the device. */
function useReferenceOptions(resource: string): Options {
  const list = useReferenceList(registered(resource));
  return { options: useTitled(resource, list.data), loading: list.isLoading };
}

const RECORD_OPTIONS = 200;

/** Any other resource (runs, users, deliveries): the first records in its declared order, stored copy first. */
function useRecordOptions(resource: string): Options {
  const def = resourceByName(resource);
  const list = useResourceList(registered(resource), { limit: RECORD_OPTIONS, sort: def?.defaultSort });
  return { options: useTitled(resource, list.data), loading: list.isLoading };
}

const isReferenceList = (resource: string) => resourceByName(resource)?.offline === 'reference';

/** Options whose title contains every typed word, case-insensitively. */
export function filterOptions<T extends Option>(options: readonly T[], query: string): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...options];
  return options.filter((o) => words.every((w) => o.title.toLowerCase().includes(w)));
}

interface PickerProps {
  name: string;
  label: string;
  resource: string;
  value: string;
  onChange: (value: string) => void;
  nullable?: boolean;
  invalid?: boolean;
}

/** The picker of one reference; the options come from the device's reference list or the record list. */
export function RefPicker(props: PickerProps) {
  return isReferenceList(props.resource) ? <ReferenceRefPicker {...props} /> : <RecordRefPicker {...props} />;
}

function ReferenceRefPicker(props: PickerProps) {
  return <OneOf {...props} {...useReferenceOptions(props.resource)} />;
}

function RecordRefPicker(props: PickerProps) {
  return <OneOf {...props} {...useRecordOptions(props.resource)} />;
}

function OneOf({ name, label, value, onChange, nullable, invalid, options, loading }: PickerProps & Options) {
  const listId = useId();
  const selected = options.find((o) => String(o.id) === value);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const open = query !== null;
  const matches = open ? filterOptions(options, query).slice(0, SHOWN) : [];

  const choose = (o: Option | null) => {
    onChange(o ? String(o.id) : '');
    setQuery(null);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!open) setQuery('');
      setActive((a) => Math.min(a + 1, Math.max(matches.length - 1, 0)));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      const m = matches[active];
      if (m) choose(m);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setQuery(null);
    }
  };
  // a value the device cannot name reads as what it is ('Driver'), never as its number
  const shown = open ? query : (selected?.title ?? (value && !loading ? label : ''));
  return (
    <Box position="relative" w="full">
      <Input
        size="sm"
        name={name}
        role="combobox"
        aria-label={label}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && matches[active] ? `${listId}-${matches[active].id}` : undefined}
        aria-invalid={invalid || undefined}
        autoComplete="off"
        placeholder={loading ? 'Loading…' : `Type to find a ${inSentence(label)}`}
        value={shown}
        onFocus={() => setQuery((q) => q ?? '')}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setQuery(null)}
      />
      {open && (
        <Box
          as="ul"
          id={listId}
          role="listbox"
          aria-label={label}
          position="absolute"
          zIndex="dropdown"
          insetX="0"
          mt="1"
          maxH="60"
          overflowY="auto"
          bg="bg.panel"
          borderWidth="1px"
          rounded="md"
          shadow="md"
          listStyleType="none"
          p="1"
        >
          {nullable && (
            <Box
              as="li"
              role="option"
              aria-selected={value === ''}
              px="2"
              py="1"
              cursor="pointer"
              color="fg.muted"
              onMouseDown={(e) => {
                e.preventDefault();
                choose(null);
              }}
            >
              None
            </Box>
          )}
          {matches.map((o, i) => (
            <Box
              as="li"
              key={o.id}
              id={`${listId}-${o.id}`}
              role="option"
              aria-selected={String(o.id) === value}
              px="2"
              py="1"
              rounded="sm"
              cursor="pointer"
              bg={i === active ? 'bg.emphasized' : undefined}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(o);
              }}
            >
              {o.title}
            </Box>
          ))}
          {matches.length === 0 && (
            <Box as="li" px="2" py="1" color="fg.muted">
              {loading ? 'Loading…' : 'No match'}
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}

/** The picker of several references. */
export function RefsPicker(props: PickerProps) {
  return isReferenceList(props.resource) ? <ReferenceRefsPicker {...props} /> : <RecordRefsPicker {...props} />;
}

function ReferenceRefsPicker(props: PickerProps) {
  return <SomeOf {...props} {...useReferenceOptions(props.resource)} />;
}

function RecordRefsPicker(props: PickerProps) {
  return <SomeOf {...props} {...useRecordOptions(props.resource)} />;
}

function SomeOf({ name, label, value, onChange, invalid, options, loading }: PickerProps & Options) {
  const [query, setQuery] = useState('');
  const chosen = new Set(idsOf(value));
  const matches = filterOptions(options, query);
  const shown = [...matches.filter((o) => chosen.has(o.id)), ...matches.filter((o) => !chosen.has(o.id))].slice(
    0,
    SHOWN,
  );
  const toggle = (id: number, on: boolean) => {
    const next = options.map((o) => o.id).filter((x) => (x === id ? on : chosen.has(x)));
    onChange(next.join(','));
  };
  const names = options.filter((o) => chosen.has(o.id)).map((o) => o.title);
  return (
    <Stack gap="1" role="group" aria-label={label} aria-invalid={invalid || undefined}>
      <Text fontSize="sm" color="fg.muted" data-testid={`${name}-chosen`}>
        {names.length ? names.join(', ') : 'None chosen'}
      </Text>
      <Input
        size="sm"
        aria-label={`Find ${inSentence(label)}`}
        placeholder={loading ? 'Loading…' : 'Type to filter'}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <Stack gap="1" maxH="40" overflowY="auto" borderWidth="1px" rounded="md" p="2">
        {shown.map((o) => (
          <HStack as="label" key={o.id} gap="2" fontSize="sm" cursor="pointer">
            <input
              type="checkbox"
              name={name}
              value={String(o.id)}
              checked={chosen.has(o.id)}
              onChange={(e) => toggle(o.id, e.target.checked)}
            />
            {o.title}
          </HStack>
        ))}
        {shown.length === 0 && <Text color="fg.muted">{loading ? 'Loading…' : 'No match'}</Text>}
      </Stack>
    </Stack>
  );
}
