/** The Line Haul heading. */
import { admin } from '../../resources/access';
import { heading, screen } from '../screen';

const lh = <I extends string>(id: I, uri: string, label: string) => screen(id, uri, label, 'MdFireTruck', admin);

export const lineHaulScreens = heading('line-haul', [
  'lineHaulMovements.list',
  lh('lh.allocator', '/line-haul-movement/allocator', 'Movement Allocator'),
  lh('lh.builder', '/line-haul-movement/builder', 'Movement Builder'),
  'lineHaulJobs.list',
  lh('lh.acceptance', '/line-haul-job/acceptance', 'Job Acceptance'),
  lh('lh.scoreboard', '/line-haul-job/scoreboard', 'Job Scoreboard'),
  'lineHaulTrucks.list',
  'lineHaulTrailers.list',
  'lineHaulSubcontractors.list',
  'lineHaulDollies.list',
  'lineHaulLegs.list',
  'lineHaulLegSchedules.list',
  'lineHaulJourneys.list',
]);
