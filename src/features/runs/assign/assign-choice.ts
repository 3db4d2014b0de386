/**
 * What choosing a person on an assign screen does and says: the patch goes through the outbox
 * (assignmentPatch), and the one notice system announces it by name, 'Ethan Taylor assigned to
 * BNE-1128-02', with Undo, which puts back exactly the fields the choice changed (the crew and
 * the status), on the version the server gave the choice. A conflict or a refusal is announced
 * by the shell's outbox watcher (src/app/shell/shell-notices.tsx), which names and links the run.
 */
import type { MutationResult, ResourceMutation } from '../../../offline';
import type { NoticeOptions } from '../../../ui/notices';
import { notify } from '../../../ui/notices';
import { assignmentPatch, type AssignKind, type AssignableRun } from './assign-url';

/** The fields a patch changed, with the values they had before it: applying it undoes the patch. */
export function undoPatch(run: AssignableRun, patch: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(patch).map((k) => [k, run[k] ?? null]));
}

/** 'Ethan Taylor assigned to BNE-1128-02', 'Ethan Taylor unassigned from BNE-1128-02', with how it was saved. */
export function assignmentNotice(
  what: { person: string; code: string; assigned: boolean },
  outcome: MutationResult['outcome'],
): Omit<NoticeOptions, 'undo'> | null {
  const text = what.assigned
    ? `${what.person} assigned to ${what.code}`
    : `${what.person} unassigned from ${what.code}`;
  if (outcome === 'sent') return { status: 'success', text };
  if (outcome === 'queued')
    return { status: 'info', text: `${text}: saved on this device, sent when the connection returns.` };
  return null;
}

interface Choice {
  kind: AssignKind;
  run: AssignableRun & { id: number; version: number; code?: unknown };
  personId: number | null;
  /** the name of whoever the choice concerns (the new person, or the one taken off) */
  person: string;
  mutation: ResourceMutation;
}

/** Patches the run, announces it with Undo; an undo is announced the same way (without a further undo). */
export async function chooseAndAnnounce(c: Choice): Promise<MutationResult> {
  const patch = assignmentPatch(c.kind, c.run, c.personId);
  const result = await c.mutation.patch(c.run.id, patch, c.run.version);
  const code = String(c.run.code ?? 'the run');
  const notice = assignmentNotice({ person: c.person, code, assigned: c.personId !== null }, result.outcome);
  if (!notice) return result;
  const back = undoPatch(c.run, patch);
  // the undo builds on the choice: the server's new version, or (still queued) the same base, rebased when it is sent
  const version = typeof result.record?.version === 'number' ? result.record.version : c.run.version;
  const undo = async () => {
    const undone = await c.mutation.patch(c.run.id, back, version);
    const said = assignmentNotice({ person: c.person, code, assigned: c.personId === null }, undone.outcome);
    if (said) notify({ ...said, text: `Undone: ${said.text}` });
  };
  notify({ ...notice, undo: () => void undo() });
  return result;
}
