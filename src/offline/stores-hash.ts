/**
 * The fingerprint of the IndexedDB layout db.ts declares (its tables and their index strings),
 * which schema-version.ts records beside the version it was given. Used only by
 * schema-version.test.ts and scripts/offline-schema.ts, never by the app. The tables are sorted
 * by name, so only a change Dexie would see changes it.
 */
export async function storesHash(stores: Readonly<Record<string, string>>): Promise<string> {
  const canonical = JSON.stringify(Object.entries(stores).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical));
  return [...new Uint8Array(digest)]
    .slice(0, 12)
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
}
