/** Public face of the delivery-upload feature: what other features may import from it. */
export { IMPORT_COLUMNS, checkDeliveryCsv, validateRow } from '../../resources/delivery-csv';
