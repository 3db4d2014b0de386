/** The scanner: one component for every scanning page, its decoder and the wedge rules. */
export { Scanner, type LocalAnswer, type ScannerProps, type ScannerHandle } from './scanner';
export { useScanRecorder, type ScanTarget, type ScanSource } from './use-scan-recorder';
export { normaliseCode } from './wedge';
