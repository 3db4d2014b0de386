/** Letter avatar (spec 3): up to three initials, 'UN' without a name, a colour picked from the name. */
export const AVATAR_COLORS = [
  '#c53030',
  '#c05621',
  '#2f855a',
  '#2c7a7b',
  '#2b6cb0',
  '#553c9a',
  '#97266d',
  '#4a5568',
  '#744210',
  '#285e61',
] as const;

export function avatarInitials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'UN';
  return words
    .slice(0, 3)
    .map((w) => Array.from(w)[0]?.toUpperCase() ?? '')
    .join('');
}

/** Deterministic: the same name always gets the same colour (a string hash over the palette). */
export function avatarColor(name: string | null | undefined): string {
  const text = (name ?? '').trim();
  let hash = 0;
  for (let i = 0; i < text.length; i += 1) hash = (hash * 31 + text.charCodeAt(i)) | 0;
  return AVATAR_COLORS[Math.abs(hash) % AVATAR_COLORS.length] ?? AVATAR_COLORS[0];
}
