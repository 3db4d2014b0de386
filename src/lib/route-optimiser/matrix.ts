/**
 * The distance matrix of one problem: index 0 is the depot, 1..n the stops in input order.
 * Built once (n² great-circle distances), so every feasibility check is array look-ups.
 */
import type { Fleet, Point, Stop } from './model';
import { ROAD_FACTOR, greatCircleKm } from './model';

export interface Matrix {
  size: number;
  km: Float64Array;
  /** driving minutes */
  min: Float64Array;
}

export function buildMatrix(depot: Point, stops: readonly Stop[], fleet: Fleet): Matrix {
  const points: Point[] = [depot, ...stops];
  const size = points.length;
  const km = new Float64Array(size * size);
  const min = new Float64Array(size * size);
  for (let i = 0; i < size; i++) {
    for (let j = i + 1; j < size; j++) {
      const d = greatCircleKm(points[i] as Point, points[j] as Point) * ROAD_FACTOR;
      const t = (d / fleet.speedKmh) * 60;
      km[i * size + j] = d;
      km[j * size + i] = d;
      min[i * size + j] = t;
      min[j * size + i] = t;
    }
  }
  return { size, km, min };
}
