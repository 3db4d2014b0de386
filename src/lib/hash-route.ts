/**
 * The hash router's path as the address bar shows it: `#/d/deliveries/all?date=…` is
 * `/d/deliveries/all` ('' when the hash is empty, as under a memory router in tests). Read from
 * the address bar where the router's own location may be a render behind (a transition) or not
 * there yet (the boot).
 */
export function hashPath(hash: string): string {
  return hash.replace(/^#/, '').split('?')[0] ?? '';
}
