import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  batchNotice,
  dismissQueuedNotices,
  noticeDuration,
  notify,
  notifySave,
  recordLink,
  saveNotice,
  toaster,
} from './notices';

const link = { to: '/run/r/delivery/12', label: 'Open Delivery FRSH-261127-00012' };

describe('saveNotice', () => {
  it('names the record for each outcome', () => {
    expect(saveNotice('Delivery FRSH-261127-00012', { outcome: 'sent' })).toEqual({
      status: 'success',
      text: 'Delivery FRSH-261127-00012 saved.',
    });
    expect(saveNotice('Run BNE-1128-02', { outcome: 'queued' })).toEqual({
      status: 'info',
      text: 'Queued: Run BNE-1128-02 (sent when online).',
      queued: true,
    });
    expect(saveNotice('Movement MEL-SYD', { outcome: 'sent' }, { done: 'accepted' }).text).toBe(
      'Movement MEL-SYD accepted.',
    );
    expect(saveNotice('Delivery FRSH-1', { outcome: 'queued' }, { done: 'moved to stop 1' }).text).toBe(
      'Queued: Delivery FRSH-1 moved to stop 1 (sent when online).',
    );
  });

  it('links a refusal or a conflict to the record, and says the server’s words', () => {
    expect(saveNotice('Delivery FRSH-261127-00012', { outcome: 'rejected', error: 'Too late' }, { link })).toEqual({
      status: 'error',
      text: 'Delivery FRSH-261127-00012: the server refused it: Too late',
      link,
    });
    expect(saveNotice('Delivery FRSH-261127-00012', { outcome: 'rejected', error: null }).text).toBe(
      'Delivery FRSH-261127-00012: the server refused it.',
    );
    const conflict = saveNotice('Delivery FRSH-261127-00012', { outcome: 'conflict' }, { link });
    expect(conflict.status).toBe('warning');
    expect(conflict.link).toEqual(link);
    expect(conflict.text).toMatch(/^Delivery FRSH-261127-00012: someone else changed it meanwhile/);
  });

  it('does not link a save that went through (its author is on the record already)', () => {
    expect(saveNotice('Delivery FRSH-261127-00012', { outcome: 'sent' }, { link }).link).toBeUndefined();
    expect(saveNotice('Delivery FRSH-261127-00012', { outcome: 'queued' }, { link }).link).toBeUndefined();
  });
});

describe('notifySave', () => {
  afterEach(() => vi.restoreAllMocks());

  it('puts the notice on the one toaster, with its link and a longer stay for a refusal', () => {
    const create = vi.spyOn(toaster, 'create').mockReturnValue('n1');
    expect(notifySave('Run BNE-1128-02', { outcome: 'rejected', error: 'No driver' }, { link })).toBe('n1');
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'error',
        title: 'Run BNE-1128-02: the server refused it: No driver',
        duration: 15_000,
        meta: { link },
      }),
    );
  });
});

describe('dismissQueuedNotices', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    toaster.remove();
  });

  it("takes down the 'Queued' notices and leaves the others", () => {
    const queued = notify(saveNotice('Delivery FRSH-1', { outcome: 'queued' }));
    const saved = notify(saveNotice('Delivery FRSH-2', { outcome: 'sent' }));
    const batch = notify(
      batchNotice({ one: 'delivery', many: 'deliveries' }, 'confirmed', [
        { name: 'FRSH-3', result: { outcome: 'queued' } },
      ]) ?? { status: 'info', text: '' },
    );
    // the toaster's region (not rendered here) plays the dismissal: what is asked is the point
    const dismiss = vi.spyOn(toaster, 'dismiss');
    dismissQueuedNotices();
    expect(dismiss.mock.calls.map(([id]) => id).sort()).toEqual([queued, batch].sort());
    expect(dismiss).not.toHaveBeenCalledWith(saved);
  });
});

describe('noticeDuration', () => {
  it('keeps an undo or a problem longer than a plain save', () => {
    expect(noticeDuration({ status: 'success' })).toBe(6_000);
    expect(noticeDuration({ status: 'success', undo: () => undefined })).toBe(10_000);
    expect(noticeDuration({ status: 'warning' })).toBe(15_000);
  });
});

describe('recordLink', () => {
  it('links a record to its declared detail screen, and a record with no page nowhere', () => {
    expect(recordLink('deliveries', 12, 'Delivery FRSH-261127-00012')).toEqual({
      to: '/run/r/delivery/12',
      label: 'Open Delivery FRSH-261127-00012',
    });
    expect(recordLink('deliveries', -3, 'Delivery FRSH-261127-00012')).toBeNull();
    expect(recordLink('no-such-resource', 12, 'Thing')).toBeNull();
  });
});

describe('batchNotice', () => {
  const noun = { one: 'delivery', many: 'deliveries' };
  const sent = { outcome: 'sent' } as const;

  it('names what one press saved, counting queued and refused apart and linking the first refused', () => {
    expect(
      batchNotice(noun, 'confirmed', [
        { name: 'FRSH-1', result: sent },
        { name: 'FRSH-2', result: sent },
      ]),
    ).toEqual({
      status: 'success',
      text: '2 deliveries confirmed: FRSH-1, FRSH-2.',
      link: undefined,
    });
    const mixed = batchNotice(noun, 'confirmed', [
      { name: 'FRSH-1', result: sent },
      { name: 'FRSH-2', result: { outcome: 'queued' } },
      { name: 'FRSH-3', result: { outcome: 'rejected', error: 'No' }, link },
    ]);
    expect(mixed).toEqual({
      status: 'error',
      text: '1 delivery confirmed: FRSH-1; 1 delivery queued (sent when online): FRSH-2; 1 delivery refused: FRSH-3. FRSH-3: No.',
      link,
    });
  });

  it('names three and counts the rest, and says nothing for nothing', () => {
    const five = ['A', 'B', 'C', 'D', 'E'].map((name) => ({ name, result: sent }));
    expect(batchNotice(noun, 'confirmed', five)?.text).toBe('5 deliveries confirmed: A, B, C and 2 more.');
    expect(batchNotice(noun, 'confirmed', [])).toBeNull();
  });
});
