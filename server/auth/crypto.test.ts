import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';
import { mintFlexToken, signToken, verifyFlexToken, verifyToken } from './tokens';
import { base32Decode, totp, verifyTotp } from './totp';

// RFC 6238 appendix B, SHA-1 seed "12345678901234567890", last 6 of the 8-digit values.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP', () => {
  it('decodes base32', () => {
    expect(base32Decode(RFC_SECRET).toString('ascii')).toBe('12345678901234567890');
  });

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
  });
});

describe('passwords', () => {
  it('hashes with a salt and verifies', async () => {
    const a = await hashPassword('demo1234');
    const b = await hashPassword('demo1234');
    expect(a).not.toBe(b);
    expect(a.startsWith('scrypt$')).toBe(true);
    expect(await verifyPassword('demo1234', a)).toBe(true);
    expect(await verifyPassword('demo12345', a)).toBe(false);
    expect(await verifyPassword('demo1234', 'garbage')).toBe(false);
  });
});

describe('tokens', () => {
  it('verifies its own tokens until they expire after 100 hours', () => {
    const now = Date.UTC(2026, 10, 21);
    const token = signToken('s', 7, now);
    expect(verifyToken('s', token, now + 99 * 3600_000)?.sub).toBe(7);
    expect(verifyToken('s', token, now + 100 * 3600_000)).toBeNull();
    expect(verifyToken('other', token, now)).toBeNull();
    const [h, , sig] = token.split('.');
    const tampered = `${h}.${Buffer.from(JSON.stringify({ sub: 1, iat: 0, exp: 9e9 })).toString('base64url')}.${sig}`;
    expect(verifyToken('s', tampered, now)).toBeNull();
  });

  it('mints and checks flex tokens case-insensitively on the e-mail', () => {
    const flex = mintFlexToken('s', 'User@Demo.Test');
    expect(verifyFlexToken('s', 'user@demo.test', flex)).toBe(true);
    expect(verifyFlexToken('s', 'admin@demo.test', flex)).toBe(false);
  });
});
