/** 'Columns' menu of a generic list: tick the columns to show; remembered on this device per resource. */
import { Button, Menu, Portal } from '@chakra-ui/react';
import type { Column } from './column-prefs';

export function ColumnPicker({ available, chosen, onToggle, onReset }: { available: Column[]; chosen: string[]; onToggle: (name: string) => void; onReset: () => void }) {
  return (
    <Menu.Root closeOnSelect={false}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" data-testid="column-picker">
          Columns ({chosen.length})
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxH="300px" overflowY="auto" minW="14rem">
            {available.map((c) => (
              <Menu.CheckboxItem key={c.name} value={c.name} checked={chosen.includes(c.name)} onCheckedChange={() => onToggle(c.name)}>
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
