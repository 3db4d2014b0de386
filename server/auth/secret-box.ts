/**
 * Encryption at rest for TOTP secrets: AES-256-GCM from node:crypto, stored as
 * `gcm1.<iv>.<tag>.<ciphertext>` (base64url). The key is TOTP_KEY from the configuration (32
 * bytes, hex or base64); without it, one is derived with HKDF from the token secret, which keeps
 * the secrets out of a plain database dump only when TOKEN_SECRET itself is configured rather
 * than stored in the database (see server/README.md). A value without the prefix is a secret
 * stored before encryption: it still reads, and is sealed on its next use.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const PREFIX = 'gcm1.';

export function totpKey(configured: string | undefined, tokenSecret: string): Buffer {
  if (configured) {
    const key = /^[0-9a-f]{64}$/i.test(configured) ? Buffer.from(configured, 'hex') : Buffer.from(configured, 'base64');
    if (key.length !== 32) throw new Error('TOTP_KEY must be 32 bytes (64 hex digits or base64).');
    return key;
  }
  return Buffer.from(hkdfSync('sha256', tokenSecret, 'depot-console', 'totp-secret-key', 32));
}

export function isSealed(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${PREFIX}${[iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.')}`;
}

export function unseal(key: Buffer, stored: string): string {
  if (!isSealed(stored)) return stored;
  const [iv, tag, body] = stored
    .slice(PREFIX.length)
    .split('.')
    .map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !tag || !body) throw new Error('Malformed sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
