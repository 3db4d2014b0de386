/** A search box over a short list: arrow keys move the selection, Enter opens it (or the first match). */
import { Box, Input, Text } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';

export interface ListOption {
  key: string;
  label: string;
  detail?: string;
  icon?: ReactNode;
}

interface Props {
  placeholder: string;
  query: string;
  onQuery(query: string): void;
  options: readonly ListOption[];
  onChoose(option: ListOption): void;
  emptyText: string;
}

export function QuickListbox({ placeholder, query, onQuery, options, onChoose, emptyText }: Props) {
  const [active, setActive] = useState(0);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const current = Math.min(active, Math.max(options.length - 1, 0));

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (options.length ? (Math.min(i, options.length - 1) + 1) % options.length : 0));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (options.length ? (Math.min(i, options.length - 1) - 1 + options.length) % options.length : 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = options[current] ?? options[0];
      if (chosen) onChoose(chosen);
    }
  };

  return (
    <Box>
      <Input
        data-quick-menu-focus=""
        autoFocus
        placeholder={placeholder}
        aria-label={placeholder.replace(/\.+$/, '')}
        role="combobox"
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={options.length ? optionId(current) : undefined}
        value={query}
        onChange={(e) => {
          onQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <Box as="ul" id={listId} role="listbox" aria-label={placeholder.replace(/\.+$/, '')} mt="2">
        {options.length === 0 ? (
          <Text as="li" listStyleType="none" role="presentation" px="3" py="2" fontSize="sm" color="fg.muted">
            {emptyText}
          </Text>
        ) : null}
        {options.map((option, index) => (
          <Box
            as="li"
            key={option.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === current}
            listStyleType="none"
            display="flex"
            alignItems="center"
            gap="3"
            px="3"
            py="2"
            borderRadius="l2"
            cursor="pointer"
            bg={index === current ? 'blue.subtle' : undefined}
            onMouseEnter={() => setActive(index)}
            onClick={() => onChoose(option)}
          >
            {option.icon}
            <Box minW="0">
              <Text fontSize="sm" truncate>
                {option.label}
              </Text>
              {option.detail ? (
                <Text fontSize="xs" color="fg.muted">
                  {option.detail}
                </Text>
              ) : null}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
