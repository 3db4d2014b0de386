/**
 * The scroll frame of every table: it says when its content is wider than the screen (a tablet in
 * portrait) with a line above ('More columns to the right') and a shadow on the side where more
 * is hidden. The frame is a named region that takes focus whenever it scrolls (sideways or down),
 * so a keyboard user scrolls it with the arrow keys. Printed, it lets the whole table flow onto
 * the page: no scrolling, no cue, no shadow.
 */
import { Box, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

export interface Edges {
  left: boolean;
  right: boolean;
  /** the content is taller than the frame (a frame with a maximum height) */
  down: boolean;
}

const NONE: Edges = { left: false, right: false, down: false };

/** Which sides of a scroll box hide content. */
export function edgesOf(el: {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
  clientHeight: number;
  scrollHeight: number;
}): Edges {
  return {
    left: el.scrollLeft > 1,
    right: el.scrollLeft + el.clientWidth < el.scrollWidth - 1,
    down: el.scrollHeight - el.clientHeight > 1,
  };
}

/** The cue's words, or null when nothing is hidden sideways. */
export function sidewaysCue(edges: Edges, what: string): string | null {
  if (!edges.left && !edges.right) return null;
  const side = edges.right ? `More ${what} to the right →` : `← More ${what} to the left`;
  return `${side} · scroll sideways (swipe, Shift+wheel, or focus the table and use the arrow keys)`;
}

const same = (a: Edges, b: Edges) => a.left === b.left && a.right === b.right && a.down === b.down;

/**
 * Which sides of a scroll box hide content, read when its ResizeObserver reports (after the
 * browser's own layout, so the read forces none) and as it scrolls; again when `deps` change.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, deps: unknown): Edges {
  const [edges, setEdges] = useState<Edges>(NONE);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () =>
      setEdges((was) => {
        const now = edgesOf(el);
        return same(now, was) ? was : now;
      });
    el.addEventListener('scroll', update, { passive: true });
    if (typeof ResizeObserver === 'undefined') {
      update();
      return () => el.removeEventListener('scroll', update);
    }
    const resize = new ResizeObserver(update);
    resize.observe(el);
    if (el.firstElementChild) resize.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [ref, deps]);
  return edges;
}

export function SideScroll({
  label,
  what = 'columns',
  maxH,
  children,
}: {
  /** the region's accessible name */
  label: string;
  /** what is hidden, in the cue ('columns', 'days') */
  what?: string;
  maxH?: string;
  children: ReactNode;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(frame, null);
  const cue = sidewaysCue(edges, what);
  const shade = (side: 'left' | 'right') => (
    <Box
      aria-hidden
      position="absolute"
      top="0"
      bottom="0"
      {...{ [side]: 0 }}
      width="5"
      pointerEvents="none"
      zIndex="3"
      borderRadius="md"
      bgGradient={side === 'right' ? 'to-l' : 'to-r'}
      gradientFrom="blackAlpha.300"
      gradientTo="transparent"
      data-testid={`scroll-shade-${side}`}
      _print={{ display: 'none' }}
    />
  );
  return (
    <Stack gap="1">
      {cue ? (
        <Text fontSize="sm" color="fg.muted" data-testid="scroll-cue" _print={{ display: 'none' }}>
          {cue}
        </Text>
      ) : null}
      <Box position="relative">
        <Box
          ref={frame}
          role="region"
          aria-label={label}
          tabIndex={cue || edges.down ? 0 : undefined}
          overflow="auto"
          maxH={maxH}
          borderWidth="1px"
          borderRadius="md"
          focusRingColor="blue.focusRing"
          _print={{ overflow: 'visible', maxH: 'none', borderWidth: '0' }}
        >
          {children}
        </Box>
        {edges.left ? shade('left') : null}
        {edges.right ? shade('right') : null}
      </Box>
    </Stack>
  );
}
