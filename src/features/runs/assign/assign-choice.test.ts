import { describe, expect, it } from 'vitest';
import { assignmentPatch } from './assign-url';
import { assignmentNotice, undoPatch } from './assign-choice';

describe('undoing an assignment', () => {
  it('puts back exactly the fields the choice changed, status included', () => {
    const planned = { status: 'planned', contractorId: 26, driverId: null };
    const forward = assignmentPatch('driver', planned, 57);
    expect(forward).toEqual({ driverId: 57, status: 'assigned' });
    expect(undoPatch(planned, forward)).toEqual({ driverId: null, status: 'planned' });
    const assigned = { status: 'assigned', contractorId: 26, driverId: 57 };
    const newContractor = assignmentPatch('contractor', assigned, 27);
    expect(undoPatch(assigned, newContractor)).toEqual({ contractorId: 26, driverId: 57 });
  });
});

describe('the assignment notice', () => {
  it('names the person and the run, and says when it waits on the device', () => {
    const what = { person: 'Ethan Taylor', code: 'BNE-1128-02', assigned: true };
    expect(assignmentNotice(what, 'sent')).toEqual({ status: 'success', text: 'Ethan Taylor assigned to BNE-1128-02' });
    expect(assignmentNotice(what, 'queued')?.text).toBe(
      'Ethan Taylor assigned to BNE-1128-02: saved on this device, sent when the connection returns.',
    );
    expect(assignmentNotice({ ...what, assigned: false }, 'sent')?.text).toBe(
      'Ethan Taylor unassigned from BNE-1128-02',
    );
    expect(assignmentNotice(what, 'rejected')).toBeNull();
  });
});
