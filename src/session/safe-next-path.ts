/**
 * The only paths the app navigates to after log-in: same-origin in-app paths. A value must
 * start with exactly one '/', carry no backslash, no control or white-space characters and no
 * scheme-like prefix, so neither '//evil.example' nor 'https://evil.example' (nor their
 * encoded forms) can leave the app. Paths into the authentication area lead to '/' instead.
 */
function hasControlOrSpace(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

export function safeNextPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  for (const value of [raw, decoded]) {
    if (!value.startsWith('/')) return null;
    if (value.startsWith('//')) return null;
    if (value.includes('\\')) return null;
    if (hasControlOrSpace(value)) return null;
    if (/^\/[a-z][a-z0-9+.-]*:/i.test(value) && value.slice(1).split('/')[0]?.includes(':')) return null;
  }
  if (raw === '/auth' || raw.startsWith('/auth/') || raw.startsWith('/auth?')) return '/';
  return raw;
}
