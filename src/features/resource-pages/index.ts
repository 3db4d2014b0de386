/** Generic resource pages, reusable by hand-written pages of later issues. */
export { ResourceListPage, PAGE_SIZE, type ResourceListPageProps } from './ResourceListPage';
export { ResourceDetailPage } from './ResourceDetailPage';
export { ResourceTable, columnsOf, type ResourceTableProps } from './ResourceTable';
export { FilterBar, toListFilters } from './FilterBar';
export { EditForm, editableFields, changedFields } from './EditForm';
export { AsOfStamp } from './AsOfStamp';
export { PendingBadge } from './PendingBadge';
export { formatValue, formatTime, formatDate, formatDateTime, todayIso, DATE_FORMAT, DATE_PATTERN } from './format';
export { StatusBadge } from './StatusBadge';
export { statusColour, STATUS_PALETTE } from './status-palette';
export { ColumnPicker } from './ColumnPicker';
export { useColumnChoice, choosableColumns } from './column-prefs';
export { toggleSort, parseSortKeys, formatSortKeys, defaultSort, effectiveFilters } from './list-view';
export { dataStatus, ListState, listSituation, ItemLoading, ItemLoadError, LoadErrorAlert } from './LoadStates';
export { ListHeading } from './ListHeading';
export { GenericListPage, GenericDetailPage } from './pages';
