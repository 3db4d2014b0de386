/**
 * The lifecycle step of every write (issue 30), wrapped around a resource's own hooks by
 * `hookLookup` (server/domain/domain.ts), so every path that writes through the hooks applies it: POST, PUT and
 * PATCH (the console's forms and grid edit, and the outbox's offline replay), and the CSV import.
 * A scan's effect on boxes and deliveries (server/operations/scan-effects.ts) asks the same step
 * (`lifecycleProblems`) for each status it sets.
 *
 * Before the write: the declared lifecycle (src/resources/lifecycle.ts) refuses a move the user may
 * not make with a 422 naming `status` and saying why; it stamps and clears what the move sets, and
 * extends the record's own status trail (a delivery's status history) with the move.
 * After the write, in the same transaction: the history entries (history.ts), and what follows
 * from a status change elsewhere (a delivery's drops, drop-follows-delivery.ts).
 */
import type { Lifecycle, LifecycleProblem, ResourceDef } from '../../src/resources/index';
import { applyLifecycle, bareContext, nextTrail, readsContext } from '../../src/resources/index';
import { accessContextFor } from '../auth/access-context';
import type { Executor } from '../db/database';
import type { AuthUser } from '../http/context';
import { ApiHttpError } from '../http/errors';
import { dropsFollowDelivery } from './drop-follows-delivery';
import type { HookContext, ResourceHooks } from '../domain/hook-types';
import { appendHistory, changesOf, consoleOrigin } from './history';

function lifecycleReadsContext(lifecycle: Lifecycle): boolean {
  return [lifecycle.anyStartBy, lifecycle.timesGivenBy, ...lifecycle.transitions.map((t) => t.who)].some((r) =>
    readsContext(r),
  );
}

/**
 * The lifecycle applied to one write of `def` by `user`: `data` is the whole record after the write
 * (changed in place: the move's stamps and clears, the status trail's step), `before` the stored
 * record or null on create. Answers the problems (none when the write may go ahead). The generic
 * routes' hooks (below) refuse with a 422 on a problem; a scan's effect (server/operations/scan-effects.ts)
 * stores a refused scan instead.
 */
export async function lifecycleProblems(
  def: ResourceDef,
  tx: Executor,
  user: AuthUser,
  before: Record<string, unknown> | null,
  data: Record<string, unknown>,
): Promise<LifecycleProblem[]> {
  const lifecycle = def.lifecycle;
  if (!lifecycle) return [];
  const context = lifecycleReadsContext(lifecycle) ? await accessContextFor(tx, user, null) : undefined;
  const now = new Date().toISOString();
  const problems = applyLifecycle(def, user, before, data, now, context);
  if (problems.length > 0) return problems;
  const step = { status: String(data[lifecycle.field]), at: now, by: user.name };
  const mayGive = lifecycle.timesGivenBy?.(user, context ?? bareContext(user)) ?? false;
  const trail = nextTrail(lifecycle, before, data, step, mayGive);
  if (lifecycle.trail && trail) data[lifecycle.trail] = trail;
  return [];
}

async function govern(def: ResourceDef, ctx: HookContext, data: Record<string, unknown>): Promise<void> {
  const problems = await lifecycleProblems(def, ctx.tx, ctx.user, ctx.current, data);
  if (problems.length > 0)
    throw new ApiHttpError(422, 'INVALID_FIELDS', problems[0]?.message ?? 'This status change is not allowed.', {
      fields: problems,
    });
}

/** The resource's hooks with the lifecycle step around them (the hooks themselves when the resource records nothing). */
export function withLifecycle(def: ResourceDef, hooks: ResourceHooks): ResourceHooks {
  if (!def.lifecycle && !def.audited) return hooks;
  return {
    ...hooks,
    async beforeWrite(ctx, next) {
      await govern(def, ctx, next.data);
      await hooks.beforeWrite?.(ctx, next);
    },
    async afterWrite(ctx, record) {
      await hooks.afterWrite?.(ctx, record);
      const origin = ctx.origin ?? consoleOrigin();
      const changes = changesOf(def, ctx.current, record);
      await appendHistory(ctx.tx, def, record.id, changes, ctx.user, origin, ctx.current?.createdAt ?? null);
      if (def.name === 'deliveries' && ctx.current !== null && changes.some((c) => c.field === 'status'))
        await dropsFollowDelivery(ctx.tx, record, ctx.user, origin);
    },
  };
}
