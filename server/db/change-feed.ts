/**
 * The change feed: every write to a record of a declared resource gets a position in one
 * monotonically increasing, gapless sequence, in the write's own transaction, and
 * server/live/feed.ts reads it in each reader's scope (docs/live.md). Installed by migrate().
 *
 * Why triggers: records are written by the generic routes, imports, outbox replays, the
 * hand-written domain routes and the seed, through many statements. Three statement triggers per
 * resource table (insert, update, delete; transition tables, so an import of 20,000 rows is one
 * insert into the feed) are installed from the declarations at migrate time, so every write path,
 * and every resource a domain adds later, is covered without its writer knowing.
 *
 * Why positions are given at commit: a sequence value taken during the write is not commit
 * order (a transaction that took 10 may commit after one that took 11, and a reader past 11
 * would never see 10), and a rolled-back write leaves a gap. So a write marks its rows pending
 * (`position` null) and notes its transaction in `change_pending`, whose deferred constraint
 * trigger runs once per transaction at commit: it takes the counter row (`change_counter`),
 * numbers the transaction's rows after it and sends a NOTIFY. The counter's row lock is held
 * only from that moment to the end of the commit, after all of the transaction's own row locks
 * were taken, so it adds no lock-order deadlock; the next committer waits for it and reads the
 * committed value. A reader therefore never sees position N+1 committed before N.
 *
 * One row per record (`record_changes`, keyed by resource and id): a record changed twice is
 * sent once, at its last position, with its current state read from its table. A delete turns
 * the row into a tombstone that keeps the record's client and document (for the scope check);
 * tombstones older than `TOMBSTONE_DAYS` are pruned and the horizon moves past them: a reader
 * from before the horizon is told to reload.
 *
 * Scope tombstones: an update that moves a record out of some readers' scope (its client, or an
 * owner field of `ownerScope`, changed) keeps the scope it had in `was`, a list of
 * `{ c: client id, o: { owner field: value } }`, one per scope the record has left (kept until
 * the record is deleted and its tombstone pruned). The feed announces the record as gone to a
 * reader of one of those scopes who no longer sees it; a reader who never could, hears nothing.
 */
import { sql } from 'drizzle-orm';
import type { ResourceDef } from '../../src/resources/index';
import type { Executor } from './database';
import { toNumber } from './database';
import { tableName } from './resource-tables';

/**
 * The NOTIFY channel of a schema (channels are per database; test files share one Postgres in
 * schemas of their own). Its payload is `<position>:<commit time, epoch ms>:<resource>,...`.
 */
export function changesChannel(schema: string): string {
  return `depot_changes_${schema}`;
}
/** How long a tombstone is kept: a day longer than the outbox replays an edit blind (8 days). */
export const TOMBSTONE_DAYS = 9;

export async function installChangeFeed(db: Executor, defs: readonly ResourceDef[]): Promise<void> {
  await db.query(
    sql.raw(`create table if not exists record_changes (
    resource text not null,
    record_id bigint not null,
    position bigint,
    client_id integer,
    deleted boolean not null default false,
    doc jsonb,
    was jsonb,
    xid xid8 not null,
    changed_at timestamptz not null default now(),
    primary key (resource, record_id)
  )`),
  );
  // added with scope tombstones, for a feed made before them
  await db.query(sql.raw(`alter table record_changes add column if not exists was jsonb`));
  await db.query(sql.raw(`create index if not exists record_changes_position on record_changes (position)`));
  await db.query(
    sql.raw(`create index if not exists record_changes_pending on record_changes (xid) where position is null`),
  );
  await db.query(
    sql.raw(`create table if not exists change_counter (
    id integer primary key check (id = 1),
    last bigint not null,
    horizon bigint not null default 0
  )`),
  );
  await db.query(sql.raw(`insert into change_counter (id, last) values (1, 0) on conflict do nothing`));
  await db.query(sql.raw(`create table if not exists change_pending (xid xid8 primary key)`));
  await db.query(
    sql.raw(`create or replace function depot_feed_write() returns trigger language plpgsql as $$
    begin
      if TG_OP = 'DELETE' then
        insert into record_changes as c (resource, record_id, position, client_id, deleted, doc, xid, changed_at)
          select TG_ARGV[0], o.id, null, o.client_id, true, o.data, pg_current_xact_id(), now() from old_rows o
          on conflict (resource, record_id) do update set position = null, client_id = excluded.client_id,
            deleted = true, doc = excluded.doc, xid = excluded.xid, changed_at = excluded.changed_at;
      else
        insert into record_changes as c (resource, record_id, position, client_id, deleted, doc, xid, changed_at)
          select TG_ARGV[0], n.id, null, n.client_id, false, null, pg_current_xact_id(), now() from new_rows n
          on conflict (resource, record_id) do update set position = null, client_id = excluded.client_id,
            deleted = false, doc = null, was = null, xid = excluded.xid, changed_at = excluded.changed_at;
      end if;
      insert into change_pending (xid) values (pg_current_xact_id()) on conflict do nothing;
      return null;
    end $$`),
  );
  // Updates: as above, and a record whose scope changed keeps the scope it left in `was`.
  // TG_ARGV[1]: the resource's owner fields (ownerScope), comma-separated.
  await db.query(
    sql.raw(`create or replace function depot_feed_update() returns trigger language plpgsql as $$
    declare
      owners text[] := string_to_array(coalesce(TG_ARGV[1], ''), ',');
    begin
      insert into record_changes as c (resource, record_id, position, client_id, deleted, doc, was, xid, changed_at)
        select TG_ARGV[0], n.id, null, n.client_id, false, null,
            case when o.client_id is distinct from n.client_id
              or exists (select 1 from unnest(owners) f where (o.data -> f) is distinct from (n.data -> f))
            then jsonb_build_array(jsonb_build_object('c', o.client_id,
              'o', (select coalesce(jsonb_object_agg(f, o.data -> f), '{}'::jsonb) from unnest(owners) f)))
            end,
            pg_current_xact_id(), now()
          from new_rows n join old_rows o on o.id = n.id
        on conflict (resource, record_id) do update set position = null, client_id = excluded.client_id,
          deleted = false, doc = null, xid = excluded.xid, changed_at = excluded.changed_at,
          was = case when excluded.was is null or coalesce(c.was, '[]'::jsonb) @> excluded.was then c.was
            else coalesce(c.was, '[]'::jsonb) || excluded.was end;
      insert into change_pending (xid) values (pg_current_xact_id()) on conflict do nothing;
      return null;
    end $$`),
  );
  await db.query(
    sql.raw(`create or replace function depot_feed_commit() returns trigger language plpgsql as $$
    declare
      n bigint;
      first bigint;
      names text;
    begin
      select count(*), string_agg(distinct resource, ',') into n, names
        from record_changes where position is null and xid = NEW.xid;
      delete from change_pending where xid = NEW.xid;
      if n = 0 then return null; end if;
      update change_counter set last = last + n where id = 1 returning last - n into first;
      update record_changes c set position = first + o.k
        from (select resource, record_id, row_number() over (order by resource, record_id) as k
              from record_changes where position is null and xid = NEW.xid) o
        where c.resource = o.resource and c.record_id = o.record_id;
      perform pg_notify('depot_changes_' || current_schema(),
        (first + n)::text || ':' || floor(extract(epoch from clock_timestamp()) * 1000)::bigint::text || ':' || left(names, 7000));
      return null;
    end $$`),
  );
  const present = new Set(
    (
      await db.query<{ tgname: string }>(sql`select t.tgname from pg_trigger t join pg_class c on c.oid = t.tgrelid
        join pg_namespace n on n.oid = c.relnamespace where n.nspname = current_schema() and not t.tgisinternal`)
    ).map((r) => r.tgname),
  );
  // Only missing triggers are created: CREATE TRIGGER locks its table against writers.
  const create = async (name: string, statement: string): Promise<void> => {
    if (!present.has(name)) await db.query(sql.raw(statement));
  };
  await create(
    'change_pending_commit',
    `create constraint trigger change_pending_commit after insert on change_pending
      deferrable initially deferred for each row execute function depot_feed_commit()`,
  );
  for (const def of defs) {
    const table = tableName(def);
    const owners = [...new Set(Object.values(def.ownerScope ?? {}))].join(',');
    // transition tables allow one event per trigger: three triggers
    for (const [event, rows] of [
      ['insert', 'new table as new_rows'],
      ['delete', 'old table as old_rows'],
    ] as const) {
      await create(
        `${table}_feed_${event}`,
        `create trigger "${table}_feed_${event}" after ${event} on "${table}" referencing ${rows}
          for each statement execute function depot_feed_write('${def.name}')`,
      );
    }
    // the update trigger before scope tombstones read no old rows: replaced once
    if (present.has(`${table}_feed_update`))
      await db.query(sql.raw(`drop trigger "${table}_feed_update" on "${table}"`));
    await create(
      `${table}_feed_change`,
      `create trigger "${table}_feed_change" after update on "${table}"
        referencing old table as old_rows new table as new_rows
        for each statement execute function depot_feed_update('${def.name}', '${owners}')`,
    );
  }
}

/** The last position given, and the horizon (positions at or below it may have lost tombstones). */
export async function feedState(db: Executor): Promise<{ position: number; horizon: number }> {
  const rows = await db.query(sql`select last, horizon from change_counter where id = 1`);
  const row = rows[0];
  return row ? { position: toNumber(row.last), horizon: toNumber(row.horizon) } : { position: 0, horizon: 0 };
}

/** Recurring job: tombstones past the kept days go, and the horizon moves past the last of them. */
export async function pruneTombstones(db: Executor, days = TOMBSTONE_DAYS): Promise<number> {
  const rows = await db.query(
    sql`with gone as (delete from record_changes where deleted and changed_at < now() - make_interval(days => ${days})
      and position is not null returning position)
      update change_counter set horizon = greatest(horizon, coalesce((select max(position) from gone), 0)) where id = 1
      returning (select count(*) from gone) as n`,
  );
  return rows[0] ? toNumber(rows[0].n) : 0;
}
