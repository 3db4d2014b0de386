import { describe, expect, it } from 'vitest';
import type { TitleMaps } from '../../offline';
import { renderWithChakra, rerenderWithChakra } from '../../theme/render-in-tests';
import type { Column } from './column-prefs';
import { rowsAreaHeight, TableRow, TitlesContext, ZoneContext } from './resource-table';

describe('the rows area of a table', () => {
  it('is as tall as a short list, so one row does not sit above an empty box', () => {
    expect(rowsAreaHeight(3)).toBe('min(122px, 60vh)');
    expect(rowsAreaHeight(0)).toBe('min(2px, 60vh)');
  });

  it('grows to the cap a page gives it', () => {
    expect(rowsAreaHeight(500, undefined, 'max(20rem, calc(100vh - 24rem))')).toBe(
      'min(20002px, max(20rem, calc(100vh - 24rem)))',
    );
  });

  it('takes the height a page gives it', () => {
    expect(rowsAreaHeight(3, 'max(20rem, calc(100vh - 22rem))')).toBe('max(20rem, calc(100vh - 22rem))');
  });
});

describe('a table row', () => {
  const columns: Column[] = [
    { name: 'zoneId', meta: { label: 'Zone', type: 'ref', ref: 'zones' } },
    { name: 'suburb', meta: { label: 'Suburb', type: 'string' } },
  ];
  const row = { id: 7, version: 1, _syncedAt: 0, reference: 'D-7', zoneId: 3, suburb: 'Alexandria' };
  const shown = (titles: TitleMaps) => (
    <TitlesContext.Provider value={titles}>
      <TableRow row={row} index={0} start={0} columns={columns} titleField="reference" />
    </TitlesContext.Provider>
  );

  it('shows its references by name once the names arrive, though the row itself is unchanged', () => {
    const host = renderWithChakra(shown({}));
    const cells = () => [...host.querySelectorAll('[role="cell"]')].map((c) => c.textContent);
    expect(cells()).toEqual(['D-7', 'Zone', 'Alexandria']);
    rerenderWithChakra(shown({ zones: new Map([[3, 'Inner West']]) }));
    expect(cells()).toEqual(['D-7', 'Inner West', 'Alexandria']);
  });
});

describe('a row’s times', () => {
  const columns: Column[] = [{ name: 'deliveredAt', meta: { label: 'Delivered', type: 'datetime' } }];
  // 02:30 UTC: 10:30 in Perth, 15:30 in Auckland; the tests run as a UTC machine (vite.config.ts)
  const row = { id: 8, version: 1, _syncedAt: 0, reference: 'D-8', deliveredAt: '2026-11-27T02:30:00Z' };
  const shown = (zone: string) => (
    <ZoneContext.Provider value={() => zone}>
      <TableRow row={row} index={0} start={0} columns={columns} titleField="reference" />
    </ZoneContext.Provider>
  );
  const cells = (host: HTMLElement) => [...host.querySelectorAll('[role="cell"]')].map((c) => c.textContent);

  it('reads on the row’s depot clock, naming the zone, whatever the viewer’s', () => {
    expect(cells(renderWithChakra(shown('Australia/Perth')))).toEqual(['D-8', '2026-11-27 10:30 AWST']);
    expect(cells(renderWithChakra(shown('Pacific/Auckland')))).toEqual(['D-8', '2026-11-27 15:30 NZDT']);
  });

  it('moves to the depot’s clock when the depots arrive, though the row itself is unchanged', () => {
    const host = renderWithChakra(shown('Australia/Sydney'));
    expect(cells(host)).toEqual(['D-8', '2026-11-27 13:30 AEDT']);
    rerenderWithChakra(shown('Australia/Perth'));
    expect(cells(host)).toEqual(['D-8', '2026-11-27 10:30 AWST']);
  });
});
