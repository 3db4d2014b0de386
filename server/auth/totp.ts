/**
 * TOTP (RFC 6238: SHA-1, 30-second steps, 6 digits, one step of drift either side) with
 * `otpauth`. `acceptedStep` returns the time step a code belongs to, so the caller can record
 * it and refuse the same code, or an older one, a second time.
 */
import { Secret, TOTP } from 'otpauth';

const PERIOD = 30;

function totpFor(secretBase32: string): TOTP {
  return new TOTP({
    secret: Secret.fromBase32(secretBase32.replace(/[\s=-]/g, '').toUpperCase()),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
  });
}

export function totp(secretBase32: string, nowMs = Date.now()): string {
  return totpFor(secretBase32).generate({ timestamp: nowMs });
}

/** The time step of a valid code (current one, or one either side), else null. */
export function acceptedStep(secretBase32: string, code: string, nowMs = Date.now()): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(secretBase32).validate({ token, timestamp: nowMs, window: 1 });
  return delta === null ? null : Math.floor(nowMs / 1000 / PERIOD) + delta;
}

export function verifyTotp(secretBase32: string, code: string, nowMs = Date.now()): boolean {
  return acceptedStep(secretBase32, code, nowMs) !== null;
}
