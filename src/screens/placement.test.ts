/**
 * One way to place a screen in the menu: each heading's ordered list (src/screens/catalogue). A
 * resource's menu placements are listed by their menu item ids in their heading's list, every
 * listed id is such a placement, and no two entries share a place.
 */
import { describe, expect, it } from 'vitest';
import { HEADINGS } from '../resources';
import { CATALOGUE, HEADING_LISTS } from './catalogue/index';
import { allResourceScreens } from './from-resources';
import { SCREENS } from './registry';

const resourcePlacements = allResourceScreens().flatMap((s) => s.menu);

describe('menu placement', () => {
  it('gives every menu entry a (heading, order) of its own', () => {
    const places = SCREENS.flatMap((s) => s.menu.map((m) => `${m.heading ?? '(top level)'} ${m.order}`));
    const doubled = places.filter((p, i) => places.indexOf(p) !== i);
    expect(doubled).toEqual([]);
  });

  it("lists each resource placement in its heading's list", () => {
    const unlisted = resourcePlacements
      .filter((m) => !HEADING_LISTS.find((h) => h.heading === m.heading)?.placed.has(m.id))
      .map((m) => `${m.heading}: ${m.id}`);
    expect(unlisted).toEqual([]);
  });

  it('lists only resource placements of that heading', () => {
    const stray = HEADING_LISTS.flatMap((h) =>
      [...h.placed.keys()]
        .filter((id) => !resourcePlacements.some((m) => m.id === id && m.heading === h.heading))
        .map((id) => `${h.heading}: ${id}`),
    );
    expect(stray).toEqual([]);
  });

  it('names each menu item once', () => {
    const ids = SCREENS.flatMap((s) => s.menu.map((m) => m.id));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it("has no catalogue screen at a resource screen's path (the declaration places it instead)", () => {
    const resourcePatterns = new Set(allResourceScreens().flatMap((s) => s.patterns));
    const doubled = CATALOGUE.filter((s) => s.patterns.some((p) => resourcePatterns.has(p))).map((s) => s.id);
    expect(doubled).toEqual([]);
  });

  it('has one list per heading, in the headings’ menu order', () => {
    expect(HEADING_LISTS.map((h) => h.heading)).toEqual(
      HEADINGS.map((h) => h.id).filter((id) => HEADING_LISTS.some((l) => l.heading === id)),
    );
    expect(new Set(HEADING_LISTS.map((h) => h.heading)).size).toBe(HEADING_LISTS.length);
  });
});
