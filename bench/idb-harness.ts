/**
 * Runs in the browser (bundled by bench/run.ts): times Dexie against raw IndexedDB on the same
 * 50,000 delivery-shaped records, so the figures have their floor beside them.
 */
import Dexie from 'dexie';

interface Row {
  id: number;
  date: string;
  status: string;
  routingGroupId: number;
  reference: string;
  recipientName: string;
  address: string;
  suburb: string;
  postcode: string;
  boxCount: number;
  weightKg: number;
  windowStart: string;
  windowEnd: string;
  clientId: number;
  version: number;
}

const STATUSES = ['pending', 'routed', 'loaded', 'in-transit', 'delivered', 'failed'];

function makeRows(n: number): Row[] {
  const rows: Row[] = [];
  for (let i = 1; i <= n; i++) {
    rows.push({
      id: i,
      date: `2026-11-${String(15 + (i % 10)).padStart(2, '0')}`,
      status: STATUSES[i % STATUSES.length] ?? 'pending',
      routingGroupId: 1 + (i % 5),
      reference: `REF-${i}`,
      recipientName: `Recipient ${i}`,
      address: `${i} Long Street`,
      suburb: 'Suburbia',
      postcode: String(2000 + (i % 300)),
      boxCount: 1 + (i % 4),
      weightKg: (i % 200) / 10,
      windowStart: '09:00',
      windowEnd: '17:00',
      clientId: 1 + (i % 6),
      version: 1,
    });
  }
  return rows;
}

function req<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
}

async function rawOpen(): Promise<IDBDatabase> {
  await req(indexedDB.deleteDatabase('raw-bench'));
  const open = indexedDB.open('raw-bench', 1);
  open.onupgradeneeded = () => {
    const store = open.result.createObjectStore('deliveries', { keyPath: 'id' });
    store.createIndex('date', 'date');
  };
  return req(open);
}

async function rawPutAll(db: IDBDatabase, rows: Row[]): Promise<void> {
  const tx = db.transaction('deliveries', 'readwrite');
  const store = tx.objectStore('deliveries');
  for (const row of rows) store.put(row);
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
}

export async function runIdbBench(n: number): Promise<Record<string, number>> {
  const rows = makeRows(n);
  const out: Record<string, number> = {};

  const raw = await rawOpen();
  let t = performance.now();
  await rawPutAll(raw, rows);
  out.rawPutAllMs = performance.now() - t;

  t = performance.now();
  const all = await req(raw.transaction('deliveries').objectStore('deliveries').getAll());
  out.rawGetAllMs = performance.now() - t;
  out.rawGetAllRows = all.length;

  t = performance.now();
  const rawIdx = await req(
    raw.transaction('deliveries').objectStore('deliveries').index('date').getAll(IDBKeyRange.only('2026-11-20')),
  );
  out.rawIndexQueryMs = performance.now() - t;
  out.rawIndexQueryRows = rawIdx.length;
  raw.close();

  await Dexie.delete('dexie-bench');
  const db = new Dexie('dexie-bench');
  db.version(1).stores({ deliveries: 'id, date, status' });
  const table = db.table<Row, number>('deliveries');
  t = performance.now();
  await table.bulkPut(rows);
  out.dexieBulkPutMs = performance.now() - t;

  t = performance.now();
  const byDate = await table.where('date').equals('2026-11-20').toArray();
  out.dexieIndexQueryMs = performance.now() - t;
  out.dexieIndexQueryRows = byDate.length;
  db.close();
  return out;
}

declare global {
  interface Window {
    runIdbBench: typeof runIdbBench;
  }
}
window.runIdbBench = runIdbBench;
