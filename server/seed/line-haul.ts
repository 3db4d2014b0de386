/**
 * Line haul demo data (docs/line-haul.md): a network between the demo's depots (interstate
 * overnight legs, metro shuttles, the Nullarbor to Perth and an Auckland shuttle), weekly
 * schedules, a fleet, five carriers, and four weeks of movements around `today` (three back, one
 * ahead) in the state the operation would be in around midday: closed, some late, some
 * cancelled; jobs offered to carriers, some declined and re-offered, some overdue.
 * Pure and deterministic (no clock): movements come from the builder's own expansion (plan.ts).
 */
import { plannedMovements, type LegLike, type ScheduleLike } from '../line-haul/plan';
import type { Random } from './random';
import type { Reference } from './reference';
import { addDays, compactDate, dayClock } from '../lib/time';
import type { SeedRecord } from './types';

type Rec = Record<string, unknown>;
const rec = (id: number, fields: Rec): SeedRecord => ({ id, clientId: null, ...fields });

/** [origin code, destination code, departs, arrives, days later, km, pallets, days, carrier index or null] */
const LANES: readonly [string, string, string, string, number, number, number, string, number | null][] = [
  ['SYD-WTP', 'MEL-LVN', '19:00', '07:30', 1, 878, 40, 'mon tue wed thu fri sun', null],
  ['MEL-LVN', 'SYD-WTP', '19:30', '08:00', 1, 878, 36, 'mon tue wed thu fri sun', null],
  ['SYD-WTP', 'BNE-EGF', '17:30', '08:30', 1, 922, 22, 'mon tue wed thu fri', 0],
  ['BNE-EGF', 'SYD-WTP', '18:00', '09:00', 1, 922, 20, 'mon tue wed thu fri', 0],
  ['MEL-LVN', 'ADL-WNG', '20:00', '05:30', 1, 727, 22, 'mon tue wed thu fri', null],
  ['ADL-WNG', 'MEL-LVN', '19:00', '05:00', 1, 727, 18, 'mon tue wed thu fri', null],
  ['ADL-WNG', 'PER-WLP', '15:00', '12:00', 2, 2693, 22, 'mon wed fri', 1],
  ['PER-WLP', 'ADL-WNG', '16:00', '17:00', 2, 2693, 14, 'tue thu', 1],
  ['SYD-ALX', 'SYD-WTP', '05:00', '06:00', 0, 31, 12, 'mon tue wed thu fri sat', null],
  ['SYD-SLV', 'SYD-WTP', '05:30', '06:15', 0, 19, 10, 'mon tue wed thu fri sat', null],
  ['MEL-DDS', 'MEL-LVN', '05:00', '06:15', 0, 52, 12, 'mon tue wed thu fri sat', null],
  ['MEL-TUL', 'MEL-LVN', '05:30', '06:10', 0, 24, 8, 'mon tue wed thu fri', null],
  ['BNE-RCH', 'BNE-EGF', '05:30', '06:30', 0, 34, 10, 'mon tue wed thu fri sat', 2],
  ['PER-MLG', 'PER-WLP', '06:00', '06:40', 0, 22, 8, 'mon tue wed thu fri', 3],
  ['AKL-PNR', 'AKL-ETM', '05:00', '05:40', 0, 14, 10, 'mon tue wed thu fri sat', 4],
  ['SYD-WTP', 'MEL-DDS', '20:30', '09:00', 1, 905, 20, 'tue thu', null],
];

const CARRIERS: readonly Rec[] = [
  {
    name: 'Pacific Coast Haulage',
    abn: '51 824 753 556',
    contactName: 'Dee Marsh',
    phone: '+61 2 9604 1180',
    email: 'ops@pacificcoast.example',
    ratePerKm: 2.85,
    minimumCharge: 1200,
    status: 'active',
  },
  {
    name: 'Nullarbor Express',
    abn: '33 102 417 998',
    contactName: 'Col Brennan',
    phone: '+61 8 8347 2200',
    email: 'dispatch@nullarbor.example',
    ratePerKm: 2.4,
    minimumCharge: 4500,
    status: 'active',
  },
  {
    name: 'Moreton Bay Carriers',
    abn: '76 554 120 301',
    contactName: 'Priya Nand',
    phone: '+61 7 3260 8811',
    email: 'bookings@moretonbay.example',
    ratePerKm: 4.1,
    minimumCharge: 180,
    status: 'active',
  },
  {
    name: 'Swan Valley Transport',
    abn: '12 660 918 442',
    contactName: 'Jack Ridley',
    phone: '+61 8 9248 3300',
    email: 'jobs@swanvalley.example',
    ratePerKm: 4.4,
    minimumCharge: 160,
    status: 'active',
  },
  {
    name: 'Tamaki Linehaul',
    abn: '9429041234567',
    contactName: 'Aroha Ngata',
    phone: '+64 9 274 5500',
    email: 'dispatch@tamaki.example',
    ratePerKm: 4.9,
    minimumCharge: 150,
    status: 'active',
  },
  {
    name: 'Hume Freight Lines',
    abn: '88 190 342 775',
    contactName: 'Sam Okafor',
    phone: '+61 3 9314 6060',
    email: 'hello@humefreight.example',
    ratePerKm: 2.7,
    minimumCharge: 1100,
    status: 'suspended',
  },
];

const DECLINE_REASONS = [
  'No driver available with the right licence',
  'Truck off the road (breakdown)',
  'Rate too low for a return empty',
  'Driver fatigue hours exhausted',
  'Cannot make the departure time',
];
const CANCEL_REASONS = [
  'Volume consolidated onto the next departure',
  'Depot closed (public holiday)',
  'Road closure on the Hume',
  'Client volume below the minimum',
];
const DRIVERS = [
  'M. Kowalski',
  'T. Nguyen',
  'R. Singh',
  'A. Brooks',
  'J. Tait',
  'L. Moretti',
  'K. Papadopoulos',
  'D. Walsh',
  'S. Ahmed',
  'P. Reid',
  'H. Chen',
  'B. Murray',
];

export interface LineHaulSeed {
  lineHaulSubcontractors: SeedRecord[];
  lineHaulTrucks: SeedRecord[];
  lineHaulTrailers: SeedRecord[];
  lineHaulDollies: SeedRecord[];
  lineHaulLegs: SeedRecord[];
  lineHaulLegSchedules: SeedRecord[];
  lineHaulJourneys: SeedRecord[];
  lineHaulMovements: SeedRecord[];
  lineHaulJobs: SeedRecord[];
}

export function buildLineHaul(ref: Reference, today: string, rng: Random): LineHaulSeed {
  const depotByCode = new Map(ref.depots.map((d) => [d.code, d]));
  const zoneOfGroup = new Map(ref.routingGroups.map((g) => [g.id, g.timezone]));
  const zoneOf = (depotId: number) =>
    zoneOfGroup.get(ref.depots.find((d) => d.id === depotId)?.routingGroupId ?? 0) ?? 'Australia/Sydney';
  const depotId = (code: string) => depotByCode.get(code)?.id ?? 1;

  const subcontractors = CARRIERS.map((c, i) =>
    rec(i + 1, {
      ...c,
      insuranceExpiry: addDays(today, i === 2 ? 12 : 200 + i * 40),
      accreditationExpiry: addDays(today, i === 5 ? -9 : 300 + i * 20),
      notes: i === 5 ? 'Suspended: accreditation lapsed.' : '',
    }),
  );

  const legs: SeedRecord[] = LANES.map(([from, to, dep, arr, offset, km, pallets], i) =>
    rec(i + 1, {
      code: `${from}>${to} ${dep}`,
      originDepotId: depotId(from),
      destinationDepotId: depotId(to),
      departureTime: dep,
      arrivalTime: arr,
      arrivalDayOffset: offset,
      distanceKm: km,
      plannedPallets: pallets,
      active: true,
    }),
  );
  const legMap = new Map(legs.map((l) => [l.id, l as unknown as LegLike]));

  const schedules: SeedRecord[] = LANES.map(([from, to, dep, , , , , days, carrier], i) => {
    const on = new Set(days.split(' '));
    return rec(i + 1, {
      name: `${from}>${to} ${dep} ${days.split(' ').length === 7 ? 'daily' : days.replace(/ /g, '/')}`,
      legId: i + 1,
      mon: on.has('mon'),
      tue: on.has('tue'),
      wed: on.has('wed'),
      thu: on.has('thu'),
      fri: on.has('fri'),
      sat: on.has('sat'),
      sun: on.has('sun'),
      // the SYD>MEL-DDS lane is new: it starts next week (the builder has something to add)
      effectiveFrom: i === LANES.length - 1 ? addDays(today, 8) : addDays(today, -180),
      effectiveTo: null,
      subcontractorId: carrier === null ? null : carrier + 1,
      active: true,
    });
  });

  const journeys = [
    rec(1, {
      code: 'EAST-COAST',
      name: 'Brisbane to Melbourne via Sydney',
      legIds: [4, 1],
      active: true,
      notes: 'Cross-dock at Wetherill Park.',
    }),
    rec(2, { code: 'TRANSCON', name: 'Melbourne to Perth via Adelaide', legIds: [5, 7], active: true, notes: '' }),
    rec(3, {
      code: 'SYD-FEED',
      name: 'Alexandria feeder into the Melbourne linehaul',
      legIds: [9, 1],
      active: true,
      notes: '',
    }),
  ];

  // Fleet: a prime mover per own-fleet interstate lane, rigids for shuttles, spares in maintenance.
  const trucks: SeedRecord[] = [];
  const trailers: SeedRecord[] = [];
  const dollies: SeedRecord[] = [];
  const own = LANES.map((l, i) => ({ lane: l, legId: i + 1 })).filter(({ lane }) => lane[8] === null);
  own.forEach(({ lane }, i) => {
    const interstate = lane[4] > 0;
    trucks.push(
      rec(trucks.length + 1, {
        registration: `${['XQ', 'BT', 'CV', 'DL'][i % 4]}${String(31 + i * 7).padStart(2, '0')}${['KA', 'MR', 'ZP'][i % 3]}`,
        fleetNumber: `${interstate ? 'PM' : 'RG'}-${String(i + 1).padStart(2, '0')}`,
        type: interstate ? 'prime-mover' : 'rigid',
        palletCapacity: interstate ? 0 : 14,
        homeDepotId: depotId(lane[0]),
        status: 'available',
        maintenanceUntil: null,
        nextServiceDue: addDays(today, 10 + i * 9),
        notes: '',
      }),
    );
  });
  trucks.push(
    rec(trucks.length + 1, {
      registration: 'FW88SP',
      fleetNumber: 'PM-SP1',
      type: 'prime-mover',
      palletCapacity: 0,
      homeDepotId: depotId('SYD-WTP'),
      status: 'available',
      maintenanceUntil: null,
      nextServiceDue: addDays(today, 40),
      notes: 'Spare prime mover.',
    }),
  );
  trucks.push(
    rec(trucks.length + 1, {
      registration: 'GH12TR',
      fleetNumber: 'PM-SP2',
      type: 'prime-mover',
      palletCapacity: 0,
      homeDepotId: depotId('MEL-LVN'),
      status: 'maintenance',
      maintenanceUntil: addDays(today, 3),
      nextServiceDue: addDays(today, 3),
      notes: 'Gearbox rebuild.',
    }),
  );
  trucks.push(
    rec(trucks.length + 1, {
      registration: 'JK04RG',
      fleetNumber: 'RG-SP1',
      type: 'rigid',
      palletCapacity: 12,
      homeDepotId: depotId('SYD-WTP'),
      status: 'available',
      maintenanceUntil: null,
      nextServiceDue: addDays(today, 25),
      notes: 'Spare rigid.',
    }),
  );
  trucks.push(
    rec(trucks.length + 1, {
      registration: 'OLD001',
      fleetNumber: 'PM-00',
      type: 'prime-mover',
      palletCapacity: 0,
      homeDepotId: depotId('MEL-LVN'),
      status: 'retired',
      maintenanceUntil: null,
      nextServiceDue: null,
      notes: 'Sold at auction.',
    }),
  );
  const trailerTypes = ['curtain-sider', 'pantech', 'refrigerated-van', 'curtain-sider', 'flat-top'] as const;
  for (let i = 0; i < 20; i += 1) {
    const type = trailerTypes[i % trailerTypes.length] ?? 'curtain-sider';
    trailers.push(
      rec(i + 1, {
        registration: `T${String(1040 + i * 13)}${['A', 'B', 'C'][i % 3]}`,
        fleetNumber: `TR-${String(i + 1).padStart(2, '0')}`,
        type,
        palletCapacity: i % 4 === 3 ? 18 : 22,
        refrigerated: type === 'refrigerated-van',
        homeDepotId: depotId(i % 2 === 0 ? 'SYD-WTP' : 'MEL-LVN'),
        status: i === 17 ? 'maintenance' : i === 19 ? 'retired' : 'available',
        maintenanceUntil: i === 17 ? addDays(today, 2) : null,
        notes: i === 17 ? 'Floor repair.' : '',
      }),
    );
  }
  for (let i = 0; i < 5; i += 1) {
    dollies.push(
      rec(i + 1, {
        code: `DOL-${String(i + 1).padStart(2, '0')}`,
        homeDepotId: depotId(i % 2 === 0 ? 'SYD-WTP' : 'MEL-LVN'),
        maxLoadT: 24,
        status: i === 4 ? 'maintenance' : 'available',
        maintenanceUntil: i === 4 ? addDays(today, 5) : null,
        notes: '',
      }),
    );
  }

  // Units per own-fleet schedule: its truck, and for interstate legs one trailer (two and a dolly on the big SYD<>MEL legs).
  const unitsOf = new Map<number, Rec>();
  let trailerNext = 0;
  let dollyNext = 0;
  own.forEach(({ lane, legId }, i) => {
    const units: Rec = { truckId: i + 1 };
    if (lane[4] > 0) {
      units.trailerId = trailerNext + 1;
      trailerNext += 1;
      if (lane[6] > 22) {
        units.secondTrailerId = trailerNext + 1;
        units.dollyId = dollyNext + 1;
        trailerNext += 1;
        dollyNext += 1;
      }
    }
    unitsOf.set(legId, units);
  });

  const movements: SeedRecord[] = [];
  const jobs: SeedRecord[] = [];
  const from = addDays(today, -20);
  const to = addDays(today, 7);
  const plan = plannedMovements(schedules as unknown as ScheduleLike[], legMap, zoneOf, from, to);
  const nowIso = dayClock(today, 'Australia/Sydney').iso(12 * 60);
  const late = () => (rng.chance(0.14) ? rng.int(16, 150) : rng.int(-5, 12));
  const shift = (iso: string, min: number) => `${new Date(Date.parse(iso) + min * 60_000).toISOString().slice(0, 19)}Z`;

  for (const p of plan) {
    const id = movements.length + 1;
    const carrier = p.subcontractorId;
    const units = carrier === null ? (unitsOf.get(p.legId) ?? {}) : {};
    const m: Rec = {
      ...p,
      ...units,
      pallets: Math.max(4, p.pallets - rng.int(0, 4)),
      driverName: carrier === null ? rng.pick(DRIVERS) : '',
    };
    if (typeof m.truckId === 'number' && !m.trailerId) m.pallets = Math.min(Number(m.pallets), 14);
    const departed = p.plannedDeparture <= nowIso;
    const arrivedBy = p.plannedArrival <= nowIso;
    if (departed && rng.chance(0.04)) {
      Object.assign(m, {
        status: 'cancelled',
        cancelReason: rng.pick(CANCEL_REASONS),
        truckId: null,
        trailerId: null,
        secondTrailerId: null,
        dollyId: null,
      });
    } else if (departed) {
      const actualDeparture = shift(p.plannedDeparture, late());
      m.actualDeparture = actualDeparture;
      if (arrivedBy) {
        m.actualArrival = shift(
          p.plannedArrival,
          Math.max(
            late(),
            Math.round((Date.parse(actualDeparture) - Date.parse(p.plannedDeparture)) / 60_000) - rng.int(0, 20),
          ),
        );
        m.status = p.date < addDays(today, -1) ? 'closed' : 'arrived';
      } else m.status = 'departed';
    } else {
      const soon = p.date <= addDays(today, 1);
      m.status = soon && (carrier === null || rng.chance(0.7)) ? 'allocated' : 'planned';
      if (m.status === 'planned' && carrier === null)
        Object.assign(m, { truckId: null, trailerId: null, secondTrailerId: null, dollyId: null, driverName: '' });
    }
    const record = rec(id, m);
    movements.push(record);
    if (carrier !== null) offerJobs(record, carrier);
  }

  function offerJobs(m: SeedRecord, carrier: number): void {
    const date = String(m.date);
    // offered three days ahead, never later than yesterday morning (the seed is the state at midday today)
    const planned = dayClock(addDays(date, -3), 'Australia/Sydney').iso(9 * 60);
    const yesterday = dayClock(addDays(today, -1), 'Australia/Sydney').iso(9 * 60);
    const offeredAt = planned < yesterday ? planned : yesterday;
    const respondBy = dayClock(addDays(date, -2), 'Australia/Sydney').iso(17 * 60);
    const km = Number(legs[Number(m.legId) - 1]?.distanceKm ?? 100);
    const rate = Math.round(km * Number(subcontractors[carrier - 1]?.ratePerKm ?? 3));
    const job = (sub: number, fields: Rec, suffix = '') =>
      jobs.push(
        rec(jobs.length + 1, {
          reference: `J-${compactDate(date)}-${String(m.id).padStart(4, '0')}${suffix}`,
          movementId: m.id,
          subcontractorId: sub,
          date,
          legId: m.legId,
          rate,
          offeredAt,
          respondBy,
          respondedAt: null,
          declineReason: null,
          ...fields,
        }),
      );
    const answered = respondBy <= nowIso || m.status !== 'planned';
    if (!answered) {
      // some offers sit past their deadline: offered two days ago, due yesterday afternoon
      const overdue = rng.chance(0.3);
      job(
        carrier,
        overdue
          ? {
              status: 'offered',
              offeredAt: dayClock(addDays(today, -2), 'Australia/Sydney').iso(9 * 60),
              respondBy: dayClock(addDays(today, -1), 'Australia/Sydney').iso(17 * 60),
            }
          : { status: 'offered', respondBy },
      );
      return;
    }
    if (rng.chance(0.1)) {
      // declined by the lane's carrier, taken by another
      job(
        carrier,
        {
          status: 'declined',
          declineReason: rng.pick(DECLINE_REASONS),
          respondedAt: shift(offeredAt, rng.int(30, 600)),
        },
        '-1',
      );
      const other = carrier === 1 ? 3 : 1;
      job(
        other,
        {
          status: done(m) ? 'completed' : m.status === 'cancelled' ? 'withdrawn' : 'accepted',
          respondedAt: shift(offeredAt, rng.int(700, 1400)),
        },
        '-2',
      );
      m.subcontractorId = other;
      return;
    }
    job(carrier, {
      status: done(m) ? 'completed' : m.status === 'cancelled' ? 'withdrawn' : 'accepted',
      respondedAt: shift(offeredAt, rng.int(20, 500)),
    });
  }

  return {
    lineHaulSubcontractors: subcontractors,
    lineHaulTrucks: trucks,
    lineHaulTrailers: trailers,
    lineHaulDollies: dollies,
    lineHaulLegs: legs,
    lineHaulLegSchedules: schedules,
    lineHaulJourneys: journeys,
    lineHaulMovements: movements,
    lineHaulJobs: jobs,
  };
}

function done(m: Rec): boolean {
  return m.status === 'arrived' || m.status === 'closed';
}
