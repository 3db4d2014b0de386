/**
 * The keyboard-wedge path: a handheld scanner paired as a keyboard "types" the barcode in a burst
 * of keystrokes ending in Enter. A burst is told from a person typing by the gap between keys
 * (a scanner sends a key every few milliseconds; people need over 50 ms). Keys typed into a form
 * field are the field's, never a scan (see `isTypingTarget`). Pure, so it is tested with times.
 */
export const WEDGE_MAX_GAP_MS = 50;
export const WEDGE_MIN_LENGTH = 4;

export class WedgeBuffer {
  private chars = '';
  private last = Number.NEGATIVE_INFINITY;

  /** Feeds one key (KeyboardEvent.key) at a time in ms; returns the code when a burst ends in Enter. */
  key(key: string, time: number): string | null {
    if (time - this.last > WEDGE_MAX_GAP_MS) this.chars = '';
    this.last = time;
    if (key === 'Enter') {
      const code = this.chars;
      this.chars = '';
      return code.length >= WEDGE_MIN_LENGTH ? code : null;
    }
    if (key.length === 1) this.chars += key;
    return null;
  }

  /** how many characters the current burst holds */
  get pending(): number {
    return this.chars.length;
  }
}

/** A key event aimed at something the user types into: never a wedge scan. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return (
    target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement
  );
}

/** Codes seen within the window count once: a scanner held over a label reads it many times. */
export const DUPLICATE_WINDOW_MS = 3000;

export class RecentCodes {
  private readonly seen = new Map<string, number>();
  constructor(private readonly windowMs = DUPLICATE_WINDOW_MS) {}

  /** true when the code was already seen within the window (the time is not refreshed by a repeat) */
  isRepeat(code: string, now: number): boolean {
    const at = this.seen.get(code);
    if (at !== undefined && now - at < this.windowMs) return true;
    this.seen.set(code, now);
    if (this.seen.size > 200) for (const [k, t] of this.seen) if (now - t >= this.windowMs) this.seen.delete(k);
    return false;
  }
}

/** The form a code is compared and stored in: trimmed, upper case (labels print upper case). */
export function normaliseCode(raw: string): string {
  return raw.trim().toUpperCase();
}
