/**
 * Schema migrations. Fixed tables are ordered SQL migrations recorded in `schema_migrations`;
 * resource tables are derived from the registry on every start (create-if-missing), see
 * resource-tables.ts. One advisory lock makes concurrent starts against one Postgres safe.
 */
import { sql } from 'drizzle-orm';
import { lockUntilCommit } from './advisory-lock';
import type { Database, Executor } from './database';
import { resourceList } from '../../src/resources/index';
import { installChangeFeed } from './change-feed';
import { installChangeLog } from './list-cache';
import { createResourceTables, tableName } from './resource-tables';

interface Migration {
  id: string;
  statements: string[];
}

const MIGRATIONS: Migration[] = [
  {
    id: '001_core',
    statements: [
      `create table credentials (
        user_id bigint primary key,
        password_hash text not null,
        twofa_secret text
      )`,
      `create table idempotency_keys (
        user_id bigint not null,
        key text not null,
        method text not null,
        path text not null,
        status integer not null,
        body jsonb,
        created_at timestamptz not null default now(),
        primary key (user_id, key)
      )`,
      `create table system_errors (
        id bigserial primary key,
        user_id bigint,
        http_method text,
        uri text,
        ip_address text,
        request text,
        response text,
        stack_trace text,
        query_string text,
        created_at timestamptz not null default now()
      )`,
      `create table login_attempts (
        id bigserial primary key,
        email text not null,
        address text not null,
        success boolean not null,
        at timestamptz not null default now()
      )`,
      `create index login_attempts_email on login_attempts (email, at)`,
      `create index login_attempts_address on login_attempts (address, at)`,
      `create table dashboard_state (key text primary key, value text not null)`,
      `create table dashboard_activity (
        user_id bigint primary key,
        page text,
        query_params text,
        is_editing boolean not null default false,
        is_edit_page boolean not null default false,
        resource_name text,
        resource_id text,
        at timestamptz not null default now()
      )`,
      `create table server_settings (key text primary key, value text not null)`,
      `create table files (
        id bigserial primary key,
        resource text not null,
        record_id bigint not null,
        name text not null,
        content_type text not null,
        size integer not null,
        bytes bytea not null,
        user_id bigint,
        created_at timestamptz not null default now()
      )`,
    ],
  },
  {
    id: '002_revoked_tokens',
    statements: [`create table revoked_tokens (jti text primary key, expires_at timestamptz not null)`],
  },
  {
    // Issue 11: TOTP codes work once, idempotency keys carry a body fingerprint and an in-flight
    // state, and rate-limiter-flexible keeps its counters here (shared by every API process).
    id: '003_security',
    statements: [
      `alter table credentials add column totp_last_step bigint`,
      `alter table idempotency_keys add column fingerprint text`,
      `alter table idempotency_keys add column state text not null default 'done'`,
      `alter table idempotency_keys alter column status drop not null`,
      `create table rate_limits (key varchar(255) primary key, points integer not null default 0, expire bigint)`,
    ],
  },
  {
    // Issue 13: every run of a background task (recurring jobs, PGlite's vacuum) for the Sync Log report.
    id: '004_task_runs',
    statements: [
      `create table task_runs (id bigserial primary key, task text not null, started_at timestamptz not null, duration_ms integer not null,
        outcome text not null, error text)`,
      `create index task_runs_started_at on task_runs (started_at)`,
    ],
  },
  {
    // Issue 30: the history the server keeps of status moves and audited fields (server/resources/history.ts).
    // Append-only: no route writes it; made_at is when the edit was made (an offline edit: on the device),
    // arrived_at when the server applied it; user_name is the name at the time.
    id: '005_record_history',
    statements: [
      `create table record_history (id bigserial primary key, resource text not null, record_id bigint not null,
        field text not null, from_value jsonb, to_value jsonb, made_at timestamptz not null,
        arrived_at timestamptz not null, user_id bigint, user_name text not null, source text not null)`,
      `create index record_history_record on record_history (resource, record_id, id)`,
    ],
  },
  {
    // Issue 33: sessions end when the password changes. Tokens carry the user's version; a
    // password change, a manager's reset, a disable or a delete moves it on (server/auth/tokens.ts).
    id: '006_token_version',
    statements: [`create table token_versions (user_id bigint primary key, version integer not null)`],
  },
  {
    // Issue 37: webhooks (server/webhooks). A secret is kept apart from the record (which holds only
    // its last four characters); every event to post and every attempt at it is kept. The message
    // outbox stands in for an SMS / e-mail gateway (server/messaging/notifier.ts).
    id: '007_webhooks_messages',
    statements: [
      `create table message_outbox (id bigserial primary key, channel text not null, recipient text not null,
        subject text, body text not null, created_at timestamptz not null default now())`,
      `create table webhook_secrets (webhook_id bigint primary key, secret text not null)`,
      `create table webhook_deliveries (id bigserial primary key, webhook_id bigint not null, event text not null,
        payload jsonb not null, status text not null default 'pending', attempts integer not null default 0,
        next_at timestamptz not null default now(), created_at timestamptz not null default now(), delivered_at timestamptz)`,
      `create index webhook_deliveries_due on webhook_deliveries (status, next_at)`,
      `create table webhook_attempts (id bigserial primary key, delivery_id bigint not null, attempt integer not null,
        at timestamptz not null, duration_ms integer not null, http_status integer, error text)`,
      `create index webhook_attempts_delivery on webhook_attempts (delivery_id, attempt)`,
    ],
  },
];

export async function migrate(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUntilCommit(tx, 'migrations');
    await tx.query(
      sql`create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())`,
    );
    const done = new Set((await tx.query<{ id: string }>(sql`select id from schema_migrations`)).map((r) => r.id));
    for (const migration of MIGRATIONS) {
      if (done.has(migration.id)) continue;
      for (const statement of migration.statements) await tx.query(sql.raw(statement));
      await tx.query(sql`insert into schema_migrations (id) values (${migration.id})`);
    }
    await createResourceTables(tx);
    await installChangeLog(tx, resourceList.map(tableName));
    await installChangeFeed(tx, resourceList);
  });
}

/** True when every migration of this build is recorded (readiness: a node never serves an older schema). */
export async function isMigrated(db: Executor): Promise<boolean> {
  const rows = await db.query<{ id: string }>(sql`select id from schema_migrations`);
  const done = new Set(rows.map((r) => r.id));
  return MIGRATIONS.every((m) => done.has(m.id));
}
