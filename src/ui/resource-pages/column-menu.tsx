/**
 * The 'Columns' menu itself (Chakra's Menu, with its positioning and focus machinery): loaded by
 * column-picker.tsx when the list is idle or the user reaches for the button.
 */
import { Menu, Portal } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { Column } from './column-prefs';

export interface ColumnMenuProps {
  available: Column[];
  chosen: string[];
  onToggle: (name: string) => void;
  onReset: () => void;
  /** the button that opens it */
  trigger: ReactElement;
  /** open at once (the button was pressed before the menu had loaded) */
  defaultOpen?: boolean;
}

export function ColumnMenu({ available, chosen, onToggle, onReset, trigger, defaultOpen = false }: ColumnMenuProps) {
  return (
    <Menu.Root closeOnSelect={false} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxH="300px" overflowY="auto" minW="14rem">
            {available.map((c) => (
              <Menu.CheckboxItem
                key={c.name}
                value={c.name}
                checked={chosen.includes(c.name)}
                onCheckedChange={() => onToggle(c.name)}
              >
                {c.meta.label}
                <Menu.ItemIndicator />
              </Menu.CheckboxItem>
            ))}
            <Menu.Separator />
            <Menu.Item value="reset" onClick={onReset}>
              Reset to default columns
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
