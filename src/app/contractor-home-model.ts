/**
 * The contractor's landing page, pure: today's runs in the order a contractor works them (under
 * way first, then by planned start), each with its progress in words, and the quick links, which
 * are whichever of the featured screens the registry lets this user open (never a hand list of
 * paths: a screen the contractor may not open is not offered).
 */
import type { AccessUser, LabelSet } from '../resources';
import type { MenuContext } from '../screens/menu-types';
import { fillLink, mayOpen, screenById, visibleMenu, type MenuItem } from '../screens';
import { runProgress } from '../ui/run-progress';

type Row = Readonly<Record<string, unknown>>;

const STATUS_RANK: Record<string, number> = {
  'in-progress': 0,
  loaded: 1,
  assigned: 2,
  planned: 3,
  finished: 4,
  cancelled: 5,
};

export function orderRuns<T extends Row>(rows: readonly T[]): T[] {
  const rank = (r: Row) => STATUS_RANK[String(r.status)] ?? 6;
  const start = (r: Row) => (typeof r.plannedStart === 'string' ? r.plannedStart : '99:99');
  return [...rows].sort(
    (a, b) => rank(a) - rank(b) || start(a).localeCompare(start(b)) || String(a.code).localeCompare(String(b.code)),
  );
}

/** '7/12 drops done · 1 failed · 5 to go'; a run with no drops says so */
export function progressLine(run: Row): string {
  const p = runProgress(run);
  if (p.total === 0) return 'No drops';
  const parts = [`${p.done}/${p.total} drops done`];
  if (p.failed) parts.push(`${p.failed} failed`);
  if (run.status !== 'cancelled' && p.remaining) parts.push(`${p.remaining} to go`);
  return parts.join(' · ');
}

/** the screens the landing page puts first, in this order, when the user may open them */
export const FEATURED = ['run.summary', 'ctr.assign-driver', 'r.pay-summary'] as const;

export interface QuickLink {
  screenId: string;
  label: string;
  to: string;
}

export interface HomeLinks {
  featured: QuickLink[];
  /** the rest of the user's menu */
  more: QuickLink[];
}

export function homeLinks(user: AccessUser, context: MenuContext, labels: LabelSet): HomeLinks {
  const fill = (link: string) =>
    fillLink(link, user, { today: context.today, clientId: context.clientId, countryId: context.countryId });
  const featured = FEATURED.flatMap((id): QuickLink[] => {
    const screen = screenById(id);
    return screen && mayOpen(screen, user, context)
      ? [{ screenId: id, label: screen.title[labels], to: fill(screen.link) }]
      : [];
  });
  const items: MenuItem[] = visibleMenu(user, context).flatMap((e) => (e.kind === 'heading' ? [...e.items] : [e]));
  const seen = new Set(featured.map((l) => l.to));
  const more = items
    .filter((i) => !(FEATURED as readonly string[]).includes(i.screenId))
    .map((i) => ({ screenId: i.screenId, label: i.label[labels], to: fill(i.link) }))
    .filter((l) => !seen.has(l.to) && seen.add(l.to) !== undefined);
  return { featured, more };
}
