/**
 * Scan sounds through Web Audio (no audio files to cache): one short high beep for a good scan,
 * two low buzzes for a problem, so a depot hand hears the answer without looking at the tablet.
 * The AudioContext is made on the first scan (browsers allow it after a user gesture; a wedge
 * keystroke or a button press is one) and reused.
 */
export type BeepKind = 'ok' | 'error' | 'repeat';

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (context) return context;
  const Ctor = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch {
    return null;
  }
  return context;
}

const TONES: Record<BeepKind, { hz: number; ms: number; type: OscillatorType }[]> = {
  ok: [{ hz: 1320, ms: 90, type: 'sine' }],
  repeat: [{ hz: 880, ms: 60, type: 'sine' }],
  error: [
    { hz: 220, ms: 140, type: 'square' },
    { hz: 180, ms: 180, type: 'square' },
  ],
};

export function beep(kind: BeepKind): void {
  const ctx = audio();
  if (!ctx) return;
  if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  let at = ctx.currentTime;
  for (const tone of TONES[kind]) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = tone.type;
    osc.frequency.value = tone.hz;
    gain.gain.setValueAtTime(0.15, at);
    gain.gain.exponentialRampToValueAtTime(0.001, at + tone.ms / 1000);
    osc.connect(gain).connect(ctx.destination);
    osc.start(at);
    osc.stop(at + tone.ms / 1000);
    at += tone.ms / 1000 + 0.05;
  }
}
