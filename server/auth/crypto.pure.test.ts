import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password';
import { isSealed, seal, totpKey, unseal } from './secret-box';
import { mintFlexToken, signToken, verifyFlexToken, verifyToken } from './tokens';
import { acceptedStep, totp, verifyTotp } from './totp';

// RFC 6238 appendix B, SHA-1 seed "12345678901234567890", last 6 of the 8-digit values.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP', () => {
  it('matches the RFC 6238 test vectors', () => {
    expect(totp(RFC_SECRET, 59_000)).toBe('287082');
    expect(totp(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
    expect(totp(RFC_SECRET, 1_234_567_890_000)).toBe('005924');
    expect(totp(RFC_SECRET, 2_000_000_000_000)).toBe('279037');
  });

  it('accepts one step of clock drift and no more', () => {
    const now = 1_234_567_890_000;
    expect(verifyTotp(RFC_SECRET, totp(RFC_SECRET, now - 30_000), now)).toBe(true);
    expect(verifyTotp(RFC_SECRET, totp(RFC_SECRET, now - 90_000), now)).toBe(false);
    expect(verifyTotp(RFC_SECRET, '12345', now)).toBe(false);
    expect(acceptedStep(RFC_SECRET, totp(RFC_SECRET, now + 30_000), now)).toBe(Math.floor(now / 30_000) + 1);
  });
});

describe('TOTP secrets at rest', () => {
  it('seals with AES-256-GCM under the configured key and refuses another key', () => {
    const key = totpKey(randomBytes(32).toString('hex'), 'unused');
    const sealed = seal(key, RFC_SECRET);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain(RFC_SECRET);
    expect(unseal(key, sealed)).toBe(RFC_SECRET);
    expect(() => unseal(totpKey(undefined, 'another secret'), sealed)).toThrow();
    expect(unseal(key, RFC_SECRET)).toBe(RFC_SECRET);
  });
});

describe('passwords', () => {
  it('hashes with a salt and verifies', async () => {
    const a = await hashPassword('demo1234');
    const b = await hashPassword('demo1234');
    expect(a).not.toBe(b);
    expect(a.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(needsRehash(a)).toBe(false);
    expect(await verifyPassword('demo1234', a)).toBe(true);
    expect(await verifyPassword('demo12345', a)).toBe(false);
    expect(await verifyPassword('demo1234', 'garbage')).toBe(false);
  });

  it('still verifies the scrypt hashes of before, and marks them for an upgrade', async () => {
    const salt = randomBytes(16);
    const legacy = [
      'scrypt',
      16384,
      8,
      1,
      salt.toString('base64'),
      scryptSync('demo1234', salt, 32, { N: 16384, r: 8, p: 1 }).toString('base64'),
    ].join('$');
    expect(await verifyPassword('demo1234', legacy)).toBe(true);
    expect(await verifyPassword('nope', legacy)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
  });
});

describe('tokens', () => {
  it('verifies its own tokens until they expire after 100 hours', async () => {
    const now = Date.UTC(2026, 10, 21);
    const token = await signToken('s', 7, 3, now);
    expect(await verifyToken('s', token, now + 99 * 3600_000)).toMatchObject({ sub: 7, ver: 3 });
    expect(await verifyToken('s', token, now + 100 * 3600_000)).toBeNull();
    expect(await verifyToken('other', token, now)).toBeNull();
    const [h, , sig] = token.split('.');
    const tampered = `${h}.${Buffer.from(JSON.stringify({ sub: '1', iat: 0, exp: 9e9, jti: 'x' })).toString('base64url')}.${sig}`;
    expect(await verifyToken('s', tampered, now)).toBeNull();
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${token.split('.')[1]}.`;
    expect(await verifyToken('s', none, now)).toBeNull();
  });

  it('keeps flex and access tokens apart by audience, and flex tokens expire after 5 minutes', async () => {
    const now = Date.UTC(2026, 10, 21);
    const flex = await mintFlexToken('s', 7, 2, now);
    expect(await verifyFlexToken('s', flex, now + 4 * 60_000)).toMatchObject({ sub: 7, ver: 2 });
    expect(await verifyFlexToken('s', flex, now + 5 * 60_000)).toBeNull();
    expect(await verifyFlexToken('other', flex, now)).toBeNull();
    // a flex token is no session, and a session token is no flex token
    expect(await verifyToken('s', flex, now)).toBeNull();
    expect(await verifyFlexToken('s', await signToken('s', 7, 2, now), now)).toBeNull();
  });
});
