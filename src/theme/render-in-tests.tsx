/**
 * Unit tests' way to render a component: into happy-dom, under the app's Chakra system, inside
 * React's act(), unmounted and cleared after each test. One harness, so the component tests of
 * every feature render the way the app does (test-only; nothing in the app imports it).
 */
import { ChakraProvider } from '@chakra-ui/react';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { system } from './system';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

/** Unmounts what the last test rendered. test/setup-web.ts runs it after every test: web files share
 * one module graph per worker (isolate: false), so a hook registered here would run in one file only. */
export function cleanupRendered(): void {
  act(() => root?.unmount());
  root = null;
  if (typeof document !== 'undefined') document.body.innerHTML = ''; // files under @vitest-environment node have none
}

/** renders `node` in a new host element and returns that element */
export function renderWithChakra(node: ReactNode): HTMLElement {
  act(() => root?.unmount());
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root?.render(<ChakraProvider value={system}>{node}</ChakraProvider>));
  return host;
}

/** renders `node` again into the element of the last `renderWithChakra`: state kept, as a parent's re-render would */
export function rerenderWithChakra(node: ReactNode): void {
  if (!root) throw new Error('rerenderWithChakra needs a renderWithChakra first');
  act(() => root?.render(<ChakraProvider value={system}>{node}</ChakraProvider>));
}
