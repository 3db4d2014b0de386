import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import { switchQuestionOf } from './account-switch';

const link = { kind: 'session', token: 't' } as const;
const flexLink = { kind: 'flex', userIdentity: 'bob@demo.test', flexToken: 'f' } as const;

const conflict = (body: unknown) =>
  new ApiError(
    409,
    [{ type: 'CONFLICT', code: 'SESSION_CONFLICT', displayMessage: 'This browser is signed in as A.', reference: 'R' }],
    'This browser is signed in as A.',
    body,
  );

describe('switchQuestionOf', () => {
  it('asks with both names when another user’s session is live', () => {
    expect(switchQuestionOf(conflict({ signedInAs: { name: 'Ann' }, tokenFor: { name: 'Bob' } }), link)).toEqual({
      signedInAs: 'Ann',
      tokenFor: 'Bob',
      link,
    });
    expect(switchQuestionOf(conflict({ tokenFor: { name: 'Bob' } }), flexLink)).toMatchObject({
      tokenFor: 'Bob',
      link: flexLink,
    });
    expect(switchQuestionOf(conflict({}), link)).toMatchObject({
      signedInAs: 'the current user',
      tokenFor: 'another user',
    });
  });

  it('asks nothing for any other failure', () => {
    expect(switchQuestionOf(new ApiError(401, [], 'Unauthorized'), link)).toBeNull();
    expect(
      switchQuestionOf(
        new ApiError(409, [{ type: 'CONFLICT', code: 'VERSION_CONFLICT', displayMessage: 'x', reference: 'R' }], 'x'),
        link,
      ),
    ).toBeNull();
    expect(switchQuestionOf(new Error('boom'), link)).toBeNull();
  });
});
