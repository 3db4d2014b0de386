/** Operations boards: the server aggregates hook and the shared board pieces other features reuse. */
export { useBoard, type BoardState } from './use-board';
export { BarList, CsvButton, boardStatus, csvText } from './board-parts';
export type { Board, BoardRun, RoutingSummaryRow, VanDemandRow } from '../../resources/operations-boards';
export { SideScroll } from './side-scroll';
