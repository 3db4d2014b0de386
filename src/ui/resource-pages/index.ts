/** Generic resource pages, reusable by hand-written pages of later issues. */
export { ResourceListPage, PAGE_SIZE, type ResourceListPageProps } from './resource-list-page';
// The forms load on demand (lazy-forms.tsx says why); their types are free.
export { EditForm, ResourceDetailPage, ResourceCreatePage, GridEditView } from './lazy-forms';
export type { GridEditViewProps } from './resource-grid-edit-page';
export type { CreateOptions } from './resource-create-page';
export type { EditNarrowing } from './field-values';
export { ResourceTable, columnsOf, type ResourceTableProps } from './resource-table';
export { FilterBar, toListFilters } from './filter-bar';
export type { CsvSpec, CsvCheck, LineError, ParsedRow } from '../../resources/csv';
export { AsOfStamp } from './as-of-stamp';
export { PendingBadge } from './pending-badge';
export { RecordHistory } from './record-history';
export { formatValue, formatTime, formatDate, formatDateTime, DATE_FORMAT, DATE_PATTERN } from './format';
export { StatusBadge } from './status-badge';
export { statusColour, STATUS_PALETTE } from './status-palette';
export { ColumnPicker } from './column-picker';
export { useColumnChoice, choosableColumns } from './column-prefs';
export { toggleSort, parseSortKeys, formatSortKeys, defaultSort, effectiveFilters } from './list-view';
export { dataStatus, ListState, listSituation, ItemLoading, ItemLoadError, LoadErrorAlert } from './load-states';
export { ListHeading } from './list-heading';
export { FilterButtons, FilterForm } from './filter-bar';
export { useFilterDraft } from './use-filter-draft';
export type { GridRow, RowPatch } from './grid-diff';
export { cell, downloadCsv, neutralise } from '../../resources/csv-cells';
export type { Column } from './resource-table';
