import { avatarColor, avatarInitials } from './avatar';

/** The user's initials on a colour of their name (static class `.dc-avatar`, colour and size inline). */
export function LetterAvatar({ name, size = 36 }: { name: string | null | undefined; size?: number }) {
  return (
    <div
      aria-hidden="true"
      className="dc-avatar"
      data-large={size > 32 || undefined}
      style={{ width: `${size}px`, height: `${size}px`, background: avatarColor(name) }}
    >
      {avatarInitials(name)}
    </div>
  );
}
