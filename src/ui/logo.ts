/**
 * A client's logoURI may be absolute ('https://cdn/x.png'), root-relative ('/logos/x.png',
 * resolved against this origin) or image-store relative ('logos/x.png', resolved against the
 * image-store base of src/lib/hosts.ts). Anything else (other schemes) is not shown.
 */
export function resolveLogoUri(uri: string | null | undefined, imageStoreBase: string, origin: string): string | null {
  const value = uri?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('//')) return null;
  if (value.startsWith('/')) return new URL(value, origin).toString();
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  return new URL(value, imageStoreBase.endsWith('/') ? imageStoreBase : `${imageStoreBase}/`).toString();
}
