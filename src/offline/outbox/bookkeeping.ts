/**
 * The IndexedDB side of a replay pass, batched: senders report what happened to each entry
 * (started, acknowledged, or its next state) and the book writes them in one outbox transaction
 * per flush, plus one record-table transaction per resource, instead of three or four
 * transactions per entry. Deferring the delete of an acknowledged entry is safe for exactly-once:
 * if the tab dies before a flush, the entry is sent again under the same Idempotency-Key and the
 * server answers from its store. The same transaction notes each acknowledged change, with its
 * record's title, in the sent log (sent-log.ts).
 */
import type { ConsoleDb, OutboxEntry } from '../db';
import { bootResourceByName } from '../../resources/boot';
import { applyRecordChanges } from '../record-store';
import { guardedWrite } from '../storage-errors';
import { cachedTitle, ownTitle, recordTitle } from './entry-title';
import { asSentLog, SENT_LOG_KEY, sentChange, withSent, type SentChange } from './sent-log';

/** Flush when this many outcomes wait, or this long after the first one. */
const FLUSH_EVERY = 100;
const FLUSH_AFTER_MS = 200;

interface Ack {
  entry: OutboxEntry;
  record: Record<string, unknown> | null;
  at: number;
}

type RecordChange = Record<string, unknown> | null;

/** Entries discarded in this context: a pass under way skips them at once, not only after its next flush. */
const discardedHere = new Set<string>();
const here = (db: ConsoleDb, seq: number) => `${db.name}:${seq}`;
export function noteDiscarded(db: ConsoleDb, seq: number): void {
  discardedHere.add(here(db, seq));
}

export class OutboxBook {
  private sending = new Map<number, OutboxEntry>();
  private next = new Map<number, OutboxEntry>();
  private acks: Ack[] = [];
  private records = new Map<string, Map<number, RecordChange>>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private chain: Promise<void> = Promise.resolve();
  /** the outbox's keys as of the last flush: an entry discarded meanwhile is not sent */
  private alive: Set<number> | null = null;

  /** `db`: the database the outbox is in; `run`: when the replay run started (its changes are reported together); `now`: the clock */
  constructor(
    private readonly db: ConsoleDb,
    private readonly run: number,
    private readonly now: () => number = Date.now,
  ) {}

  gone(seq: number | undefined): boolean {
    return (
      seq !== undefined && (discardedHere.has(here(this.db, seq)) || (this.alive !== null && !this.alive.has(seq)))
    );
  }

  started(entry: OutboxEntry): void {
    if (entry.seq !== undefined) this.sending.set(entry.seq, { ...entry, status: 'sending' });
    this.schedule();
  }

  /** Acknowledged: the entry leaves the outbox, its record (or its deletion) goes to the cache. */
  acknowledged(entry: OutboxEntry, record: Record<string, unknown> | null): void {
    this.acks.push({ entry, record, at: this.now() });
    if (entry.recordId < 0 || entry.method === 'DELETE') this.record(entry.resource, entry.recordId, null);
    if (entry.method !== 'DELETE' && record && typeof record.id === 'number')
      this.record(entry.resource, record.id, record);
    this.schedule();
  }

  /** The entry stays, in this state (failed, conflict, rejected, back to pending). */
  updated(entry: OutboxEntry): void {
    if (entry.seq !== undefined) this.next.set(entry.seq, entry);
    this.schedule();
  }

  /** A record to keep in the cache (the server's current one on a conflict). */
  record(resource: string, id: number, value: RecordChange): void {
    let forResource = this.records.get(resource);
    if (!forResource) this.records.set(resource, (forResource = new Map()));
    forResource.delete(id);
    forResource.set(id, value);
  }

  /** Writes everything reported so far; resolves when it is stored. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = { sending: this.sending, next: this.next, acks: this.acks, records: this.records };
    this.sending = new Map();
    this.next = new Map();
    this.acks = [];
    this.records = new Map();
    this.chain = this.chain.then(async () => {
      this.alive = await writeBatch(this.db, batch, this.run, this.now());
    });
    return this.chain;
  }

  private schedule(): void {
    if (this.acks.length + this.next.size >= FLUSH_EVERY) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_AFTER_MS);
  }
}

interface Batch {
  sending: Map<number, OutboxEntry>;
  next: Map<number, OutboxEntry>;
  acks: Ack[];
  records: Map<string, Map<number, RecordChange>>;
}

/**
 * Later edits of an acknowledged record build on the version it produced (and on the real id
 * of a create), including edits queued while the pass ran.
 */
function rebase(stored: Map<number, OutboxEntry>, acks: Ack[]): Set<number> {
  const changed = new Set<number>();
  for (const { entry, record } of acks) {
    const newId = typeof record?.id === 'number' ? record.id : entry.recordId;
    const version = typeof record?.version === 'number' ? record.version : null;
    for (const f of stored.values()) {
      if (
        f.seq === entry.seq ||
        f.status === 'conflict' ||
        f.resource !== entry.resource ||
        f.recordId !== entry.recordId
      )
        continue;
      stored.set(f.seq ?? -1, { ...f, recordId: newId, baseVersion: version ?? f.baseVersion });
      changed.add(f.seq ?? -1);
    }
  }
  return changed;
}

/** The sent-log lines of acknowledged changes, titled before their record leaves the cache (a delete). */
async function sentLines(acks: readonly Ack[], run: number): Promise<SentChange[]> {
  return Promise.all(
    acks.map(async ({ entry, record, at }) => {
      const title =
        ownTitle(entry) ??
        recordTitle(bootResourceByName(entry.resource), record) ??
        (await cachedTitle(entry.resource, entry.recordId).catch(() => null));
      return sentChange(entry, record, title, at, run);
    }),
  );
}

async function writeBatch(db: ConsoleDb, batch: Batch, run: number, now: number): Promise<Set<number> | null> {
  const acked = new Set(batch.acks.map((a) => a.entry.seq ?? -1));
  const sent = await sentLines(batch.acks, run);
  const alive = await guardedWrite('The outbox', () =>
    db.transaction('rw', db.outbox, db.meta, async () => {
      const keys = [...new Set(batch.acks.map((a) => JSON.stringify([a.entry.resource, a.entry.recordId])))].map(
        (k) => JSON.parse(k) as [string, number],
      );
      const followers = keys.length ? await db.outbox.where('[resource+recordId]').anyOf(keys).toArray() : [];
      const stored = new Map(followers.map((f) => [f.seq ?? -1, f]));
      const changed = rebase(stored, batch.acks);
      // Only entries still in the outbox are written: one discarded meanwhile stays discarded.
      const touched = [...new Set([...batch.sending.keys(), ...batch.next.keys()])].filter((s) => !acked.has(s));
      const present = new Set((await db.outbox.bulkGet(touched)).flatMap((e) => (e?.seq === undefined ? [] : [e.seq])));
      const writes = new Map<number, OutboxEntry>();
      for (const seq of changed) if (!acked.has(seq)) writes.set(seq, stored.get(seq) as OutboxEntry);
      for (const [seq, e] of batch.sending)
        if (present.has(seq) && !batch.next.has(seq)) writes.set(seq, { ...e, ...pick(writes.get(seq)) });
      for (const [seq, e] of batch.next) if (present.has(seq)) writes.set(seq, e);
      if (acked.size) await db.outbox.bulkDelete([...acked]);
      if (writes.size) await db.outbox.bulkPut([...writes.values()]);
      if (sent.length)
        await db.meta.put({
          key: SENT_LOG_KEY,
          value: withSent(asSentLog((await db.meta.get(SENT_LOG_KEY))?.value), sent, now),
        });
      return new Set(await db.outbox.toCollection().primaryKeys());
    }),
  );
  for (const [resource, changes] of batch.records) await applyRecordChanges(resource, changes);
  return alive ?? null;
}

/** A rebase stored meanwhile wins over the id and version a 'sending' mark carried. */
function pick(e: OutboxEntry | undefined): Partial<OutboxEntry> {
  return e ? { recordId: e.recordId, baseVersion: e.baseVersion } : {};
}
