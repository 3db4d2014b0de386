/**
 * A small hand-made DemoData for the server's tests (and a first start before the generator
 * exists): two clients, reference lists, one user per role, a developer, a 2FA user, and a few
 * deliveries, boxes, runs and drops over three days.
 */
import type { Role } from '../../src/resources/index';
import { ROLES } from '../../src/resources/index';
import type { DemoData, DemoUser, SeedRecord } from '../seed/types';
import { DEMO_PASSWORD } from '../seed/types';

export const FIXTURE_DATES = ['2026-11-20', '2026-11-21', '2026-11-22'] as const;
export const CLIENT_A = 8;
export const CLIENT_B = 14;
/** base32 TOTP secret of twofa@demo.test */
export const TWOFA_SECRET = 'JBSWY3DPEHPK3PXP';

const CLIENT_ROLES: readonly Role[] = ['client-admin', 'client-user'];

function user(id: number, role: Role, extra: Partial<DemoUser> = {}): DemoUser {
  const clientId = CLIENT_ROLES.includes(role) ? CLIENT_A : null;
  return {
    id,
    email: `${role}@demo.test`,
    name: `Demo ${role}`,
    role,
    clientId,
    clientIds: clientId === null ? [] : [clientId],
    features: {},
    phone: null,
    status: 'active',
    password: DEMO_PASSWORD,
    twofaSecret: null,
    ...extra,
  };
}

function delivery(id: number, clientId: number, date: string, n: number): SeedRecord {
  return {
    id,
    clientId,
    reference: `REF-${clientId}-${String(n).padStart(4, '0')}`,
    orderNumber: `ORD-${id}`,
    date,
    status: n % 3 === 0 ? 'delivered' : 'pending',
    serviceType: 'home',
    recipientName: n % 2 === 0 ? `Alice Example ${n}` : `Bob Sample ${n}`,
    recipientPhone: '0400 000 000',
    address: `${n} Long Street`,
    suburb: n % 2 === 0 ? 'Richmond' : 'Carlton',
    postcode: n % 2 === 0 ? '3121' : '3053',
    stateId: 1,
    countryId: 1,
    lat: null,
    lng: null,
    geoIssue: false,
    routingGroupId: 1,
    zoneId: 1,
    depotId: 1,
    runId: 1,
    dropId: null,
    windowStart: '09:00',
    windowEnd: '17:00',
    boxCount: n,
    weightKg: n * 1.5,
    instructions: '',
    failureReason: null,
    deliveredAt: null,
    photos: [],
    statusHistory: [],
  };
}

export function fixtureData(): DemoData {
  const users = ROLES.map((role, i) => user(i + 1, role));
  users.push(
    user(users.length + 1, 'admin', {
      email: 'developer@demo.test',
      name: 'Demo developer',
      features: { Developer: '*' },
    }),
  );
  users.push(
    user(users.length + 1, 'client-user', { email: 'twofa@demo.test', name: 'Two Factor', twofaSecret: TWOFA_SECRET }),
  );
  users.push(
    user(users.length + 1, 'client-user', {
      email: 'other-client@demo.test',
      name: 'Other Client',
      clientId: CLIENT_B,
      clientIds: [CLIENT_B],
    }),
  );
  const contractor = users.find((u) => u.role === 'contractor');
  const driver = users.find((u) => u.role === 'driver');
  if (driver && contractor) driver.contractorId = contractor.id;
  users.push(user(users.length + 1, 'driver', { email: 'other-driver@demo.test', name: 'Another Contractor Driver' }));

  const deliveries: SeedRecord[] = [];
  let id = 1;
  for (const date of FIXTURE_DATES) {
    for (let n = 1; n <= 4; n++) deliveries.push(delivery(id++, CLIENT_A, date, id));
    for (let n = 1; n <= 2; n++) deliveries.push(delivery(id++, CLIENT_B, date, id));
  }
  deliveries.push({ ...delivery(id, CLIENT_A, '2026-11-01', 999), historical: true });

  const run = (runId: number, contractorId: number | null): SeedRecord => ({
    id: runId,
    clientId: null,
    code: `RUN-${runId}`,
    date: FIXTURE_DATES[1],
    countryId: 1,
    routingGroupId: 1,
    depotId: 1,
    zoneId: 1,
    status: 'assigned',
    contractorId,
    driverId: null,
    vehicle: 'VAN-1',
    dropsTotal: 1,
    dropsDone: 0,
    dropsFailed: 0,
    plannedStart: '07:00',
    startedAt: null,
    finishedAt: null,
  });

  return {
    users,
    records: {
      clients: [CLIENT_A, CLIENT_B].map((cid) => ({
        id: cid,
        clientId: cid,
        name: `Client ${cid}`,
        displayName: `Client ${cid}`,
        code: `C${cid}`,
        logoURI: null,
        status: 'active',
        integrationList: [],
        configuration: { allowCsvManifestUpload: true },
        deliveryWindows: [],
      })),
      countries: [{ id: 1, clientId: null, countryId: 1, name: 'Australia', code: 'AU' }],
      states: [{ id: 1, clientId: null, name: 'Victoria', code: 'VIC', countryId: 1 }],
      routingGroups: [
        {
          id: 1,
          clientId: null,
          name: 'Melbourne',
          code: 'MEL',
          countryId: 1,
          stateId: 1,
          timezone: 'Australia/Melbourne',
        },
      ],
      depots: [
        {
          id: 1,
          clientId: null,
          name: 'Melbourne North',
          code: 'MELN',
          routingGroupId: 1,
          countryId: 1,
          stateId: 1,
          address: '1 Depot Rd',
          lat: null,
          lng: null,
          active: true,
        },
      ],
      zones: [
        {
          id: 1,
          clientId: null,
          name: 'North',
          code: 'N1',
          routingGroupId: 1,
          depotId: 1,
          postcodes: ['3053', '3121'],
          suburbs: ['Carlton', 'Richmond'],
          geometry: null,
        },
      ],
      deliveries,
      boxes: [
        {
          id: 1,
          clientId: CLIENT_A,
          barcode: 'BOX-1',
          deliveryId: 1,
          date: FIXTURE_DATES[0],
          status: 'created',
          sizeCode: 'M',
          weightKg: 2,
          routingGroupId: 1,
          runId: 1,
          loadChecked: false,
          scannedAt: null,
        },
      ],
      runs: [run(1, contractor?.id ?? null), run(2, null)],
      drops: [
        {
          id: 1,
          clientId: CLIENT_A,
          runId: 1,
          sequence: 1,
          date: FIXTURE_DATES[1],
          deliveryId: 1,
          status: 'pending',
          address: '1 Long Street',
          eta: '09:30',
          arrivedAt: null,
          completedAt: null,
          instructionsFollowed: null,
          temperatureC: null,
          tempCheckConfirmed: false,
          failureReason: null,
          photos: [],
        },
      ],
    },
  };
}
