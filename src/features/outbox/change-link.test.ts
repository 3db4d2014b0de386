import { describe, expect, it } from 'vitest';
import { changeLink, fieldLabels } from './change-link';

describe('where a change links', () => {
  it('goes to the record’s own detail screen, for any resource that has one', () => {
    expect(changeLink({ resource: 'deliveries', recordId: 6005, method: 'PATCH' })).toBe('/run/r/delivery/6005');
    expect(changeLink({ resource: 'boxSizes', recordId: 3, method: 'PUT' })).toBe('/d/box-sizes/3');
    expect(changeLink({ resource: 'users', recordId: 34, method: 'POST' })).toBe('/u/users/34');
  });

  it('links nowhere for an unacknowledged create, a delete, or a resource without a detail screen', () => {
    expect(changeLink({ resource: 'deliveries', recordId: -17, method: 'POST' })).toBeNull();
    expect(changeLink({ resource: 'deliveries', recordId: 6005, method: 'DELETE' })).toBeNull();
    expect(changeLink({ resource: 'boxes', recordId: 8, method: 'PATCH' })).toBeNull();
  });

  it('reads changed fields by their labels', () => {
    expect(fieldLabels('deliveries', ['instructions', 'nope'])).toBe('Instructions, nope');
    expect(fieldLabels('deliveries', [])).toBe('—');
  });
});
