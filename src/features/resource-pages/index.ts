/** Generic resource pages, reusable by hand-written pages of later issues. */
export { ResourceListPage, PAGE_SIZE, type ResourceListPageProps } from './ResourceListPage';
export { ResourceDetailPage } from './ResourceDetailPage';
export { ResourceTable, columnsOf, type ResourceTableProps } from './ResourceTable';
export { FilterBar, toListFilters } from './FilterBar';
export { EditForm } from './EditForm';
export { editableFields, changedValues, fromText, toText, validateValues } from './field-values';
export { FieldInput } from './FieldInput';
export { RefPicker, RefsPicker } from './RefPicker';
export { checkCsv, validateCsvRow, csvColumns, toCsv, type CsvSpec, type CsvCheck, type LineError } from './resource-csv';
export { AsOfStamp } from './AsOfStamp';
export { PendingBadge } from './PendingBadge';
export { formatValue, formatTime } from './format';
export { dataStatus, ItemLoading, ItemLoadError, LoadErrorAlert } from './LoadStates';
export { ListHeading } from './ListHeading';
export { GenericListPage, GenericDetailPage } from './pages';
