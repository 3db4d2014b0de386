/**
 * The CSS height of a virtual table's rows area that fits its rows: as tall as the rows (plus the
 * area's 1 px border above and below) and at most `maxHeight`, so a short list does not sit above
 * an empty box and a long one scrolls inside the cap. The list table and the grid editor share it.
 */
export function fitRowsHeight(rowCount: number, rowHeight: number, maxHeight: string): string {
  return `min(${rowCount * rowHeight + 2}px, ${maxHeight})`;
}
