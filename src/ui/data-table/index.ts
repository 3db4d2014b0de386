/** The one table of the hand-written pages, its column kinds and its scroll frame. */
export { DataTable, type DataTableProps, type RowSelection, type TableLoadState } from './data-table';
export {
  EMPTY_CELL,
  cellValue,
  formatCell,
  kindLayout,
  sumOf,
  tableCsv,
  tokenWidth,
  wholeWidth,
  type ColumnKind,
  type CsvValue,
  type DataColumn,
} from './columns';
export { SideScroll, edgesOf, sidewaysCue, type Edges } from './side-scroll';
