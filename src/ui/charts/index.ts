/** The app's one chart kit: plain SVG bars, rings and lines, each with a table as its text alternative. */
export { BarChart, type Bar, type BarChartProps } from './bar-chart';
export { RankChart, type RankChartProps } from './rank-chart';
export { RingChart, type RingChartProps } from './ring-chart';
export { LineChart, type LineChartProps, type Series } from './line-chart';
export { ChartFigure, type ChartFigureProps, type FigureRow } from './chart-figure';
export { statusFill, seriesColour, ratingBandFill, SERIES_COLOURS } from './colours';
export { niceScale, ringSlices, polyline } from './geometry';
