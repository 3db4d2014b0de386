/**
 * A table frame that says when its content is wider than the screen (a tablet in portrait): a line
 * above ('scrolls sideways') and a shadow on the side where more columns are hidden. The frame is
 * a named region that takes focus while it scrolls, so a keyboard user scrolls it with the arrow
 * keys (and Tab into a cell scrolls that cell into view anyway).
 */
import { Box, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

interface Edges {
  left: boolean;
  right: boolean;
}

function edgesOf(el: HTMLElement): Edges {
  return { left: el.scrollLeft > 1, right: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 };
}

export function SideScroll({
  label,
  what,
  maxH,
  children,
}: {
  label: string;
  what: string;
  maxH?: string;
  children: ReactNode;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ left: false, right: false });
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const update = () =>
      setEdges((was) => {
        const now = edgesOf(el);
        return now.left === was.left && now.right === was.right ? was : now;
      });
    update();
    el.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(el);
    if (el.firstElementChild) resize.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, []);
  const scrolls = edges.left || edges.right;
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
    />
  );
  return (
    <Stack gap="1">
      {scrolls ? (
        <Text fontSize="sm" color="fg.muted" data-testid="scroll-cue">
          {edges.right ? `More ${what} to the right →` : `← More ${what} to the left`} · scroll sideways (swipe,
          Shift+wheel, or focus the table and use the arrow keys)
        </Text>
      ) : null}
      <Box position="relative">
        <Box
          ref={frame}
          role="region"
          aria-label={label}
          tabIndex={scrolls ? 0 : undefined}
          overflow="auto"
          maxH={maxH}
          borderWidth="1px"
          borderRadius="md"
          focusRingColor="blue.focusRing"
        >
          {children}
        </Box>
        {edges.left ? shade('left') : null}
        {edges.right ? shade('right') : null}
      </Box>
    </Stack>
  );
}
