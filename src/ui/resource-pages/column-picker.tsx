/**
 * 'Columns' of a list: tick the columns to show; remembered on this device per resource.
 *
 * The menu (column-menu.tsx) is Chakra's Menu with its positioning and focus machinery, about
 * 25 KB gzip that every list and the overview would otherwise download before their first screen
 * for a button few press. The button is drawn at once; the menu loads when the list is idle, or
 * as soon as the pointer or focus reaches the button, and takes the button over. A press before
 * it has loaded opens it when it arrives, and the focus stays on the button.
 */
import { Button } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { loadWhenIdle } from '../../lib/on-demand';
import type { ColumnMenuProps } from './column-menu';

type PickerProps = Omit<ColumnMenuProps, 'trigger' | 'defaultOpen'>;

type MenuComponent = ComponentType<ColumnMenuProps>;

/** the menu once loaded; `arrival` settles then, and waiting for it does not start the load */
let loaded: MenuComponent | null = null;
let arrive: (menu: MenuComponent) => void = () => undefined;
const arrival = new Promise<MenuComponent>((resolve) => {
  arrive = resolve;
});
const loadMenu = loadWhenIdle(async () => {
  loaded = (await import('./column-menu')).ColumnMenu;
  arrive(loaded);
  return loaded;
});

export function ColumnPicker(props: PickerProps) {
  const [Menu, setMenu] = useState(() => loaded);
  const [pressed, setPressed] = useState(false);
  const hadFocus = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (Menu) return;
    let mounted = true;
    void arrival.then((menu) => {
      if (!mounted) return;
      hadFocus.current = document.activeElement === button.current;
      setMenu(() => menu);
    });
    return () => {
      mounted = false;
    };
  }, [Menu]);
  useEffect(() => {
    if (Menu && hadFocus.current && !pressed) button.current?.focus();
  }, [Menu, pressed]);
  const reach = () => void loadMenu();
  const trigger = (
    <Button
      ref={button}
      size="sm"
      variant="outline"
      data-testid="column-picker"
      aria-haspopup="menu"
      onPointerEnter={reach}
      onFocus={reach}
      onClick={() => {
        setPressed(true);
        reach();
      }}
    >
      Columns ({props.chosen.length})
    </Button>
  );
  return Menu ? <Menu {...props} trigger={trigger} defaultOpen={pressed} /> : trigger;
}
