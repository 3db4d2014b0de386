/**
 * The lazily loaded sections of spec 9 and the route prefixes of spec 2.1 each one serves.
 * Each loader is a literal dynamic import so Vite emits one chunk per section and the service
 * worker can precache them all. Prefixes the spec lists without a section of their own are
 * mapped to the nearest one (see docs/shell.md); 'dev' and 'special' are our own additions.
 */
import type { ComponentType } from 'react';

type Loader = () => Promise<{ Component: ComponentType }>;

export const SECTION_LOADERS = {
  run: () => import('./sections/run'),
  authentication: () => import('./sections/authentication'),
  user: () => import('./sections/user'),
  'carrier-routing': () => import('./sections/carrier-routing'),
  delivery: () => import('./sections/delivery'),
  client: () => import('./sections/client'),
  'line-haul-job': () => import('./sections/line-haul-job'),
  'line-haul-journey': () => import('./sections/line-haul-journey'),
  'line-haul-dolly': () => import('./sections/line-haul-dolly'),
  warehouse: () => import('./sections/warehouse'),
  pallet: () => import('./sections/pallet'),
  messaging: () => import('./sections/messaging'),
  'line-haul-subcontractor': () => import('./sections/line-haul-subcontractor'),
  report: () => import('./sections/report'),
  'line-haul-leg': () => import('./sections/line-haul-leg'),
  'purchase-order': () => import('./sections/purchase-order'),
  'line-haul-leg-schedule': () => import('./sections/line-haul-leg-schedule'),
  rds: () => import('./sections/rds'),
  zone: () => import('./sections/zone'),
  'line-haul-trailer': () => import('./sections/line-haul-trailer'),
  'line-haul-movement': () => import('./sections/line-haul-movement'),
  'client-tools': () => import('./sections/client-tools'),
  'line-haul-truck': () => import('./sections/line-haul-truck'),
  dev: () => import('./sections/dev'),
  special: () => import('./sections/special'),
} satisfies Record<string, Loader>;

export type SectionName = keyof typeof SECTION_LOADERS;

/** Route prefix (first path segment) -> section. */
export const SECTION_PREFIXES: Record<string, SectionName> = {
  r: 'report',
  u: 'user',
  d: 'delivery',
  cd: 'delivery',
  run: 'run',
  c: 'client',
  ctr: 'report',
  ct: 'report',
  cs: 'report',
  b: 'report',
  po: 'purchase-order',
  asn: 'purchase-order',
  z: 'zone',
  wh: 'warehouse',
  wms: 'warehouse',
  p: 'warehouse',
  rds: 'rds',
  mhe: 'rds',
  dev: 'dev',
  'twilio-flex': 'special',
  special: 'special',
  messaging: 'messaging',
  'carrier-routing': 'carrier-routing',
  pallet: 'pallet',
  app: 'delivery',
  'client-tools': 'client-tools',
  'line-haul-leg': 'line-haul-leg',
  'line-haul-leg-schedule': 'line-haul-leg-schedule',
  'line-haul-trailer': 'line-haul-trailer',
  'line-haul-dolly': 'line-haul-dolly',
  'line-haul-truck': 'line-haul-truck',
  'line-haul-journey': 'line-haul-journey',
  'line-haul-movement': 'line-haul-movement',
  'line-haul-job': 'line-haul-job',
  'line-haul-subcontractor': 'line-haul-subcontractor',
};
