/** The route optimiser: a pure module (no DOM, no I/O), used by the Optimize Routes page and the demo seed. */
export { optimise, sequentialPlan, twoOpt, buildMatrix, evaluate, routeKm } from './optimise';
export { DEFAULT_FLEET, greatCircleKm, ROAD_FACTOR } from './model';
export type { Fleet, Plan, PlannedRun, Point, Stop, Unplaced } from './model';
