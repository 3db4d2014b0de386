/**
 * Password hashing with argon2id (@node-rs/argon2, OWASP parameters: 19 MiB, 2 passes), stored
 * in the PHC string format. Hashes from before (`scrypt$N$r$p$salt$hash`, node:crypto) still
 * verify, and `needsRehash` tells the log-in to replace them with argon2id on success.
 */
import { scrypt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id; the const enum cannot be imported under isolatedModules. */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

function legacyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, expected] = stored.split('$');
  if (!n || !r || !p || !salt || !expected) return Promise.resolve(false);
  const want = Buffer.from(expected, 'base64');
  return new Promise((resolve) => {
    scrypt(
      password,
      Buffer.from(salt, 'base64'),
      want.length,
      { N: Number(n), r: Number(r), p: Number(p), maxmem: 256 * 1024 * 1024 },
      (err, key) => {
        resolve(!err && key.length === want.length && timingSafeEqual(key, want));
      },
    );
  });
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2id$')) return verify(stored, password).catch(() => false);
  if (stored.startsWith('scrypt$')) return legacyScrypt(password, stored);
  return false;
}

/** True for hashes of an older scheme or weaker parameters: rehash after the next good log-in. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(`$argon2id$v=19$m=${OPTIONS.memoryCost},t=${OPTIONS.timeCost},p=${OPTIONS.parallelism}$`);
}

/** A hash that never verifies, used so an unknown user costs the same time as a wrong password. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(`unknown-user-${Math.random()}`);
  return dummyHash;
}
