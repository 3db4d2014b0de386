/**
 * The one scanner of the console (box load check, post-sortation cleanup, return to depot, the
 * scan report's entry). Three ways in: a handheld keyboard-wedge scanner anywhere on the page
 * (not while typing in a field), the tablet camera, or typing the code. Each code is checked
 * against what the device knows for an answer at once (sound, colour, words), a code repeated
 * within a few seconds is ignored, and every accepted code becomes a scan record in the outbox.
 */
import { Badge, Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { MdCameraAlt } from 'react-icons/md';
import type { MutationResult } from '../../offline';
import type { ScanKind } from '../../resources';
import { beep } from './beep';
import { CameraView } from './camera-view';
import { useScanRecorder, type ScanRecord, type ScanSource, type ScanTarget } from './use-scan-recorder';
import { warmScannerWasm } from './wasm-warmup';
import { RecentCodes, WedgeBuffer, isTypingTarget, normaliseCode } from './wedge';

/** What this device can say about a code at once (the server decides what is stored). */
export interface LocalAnswer {
  tone: 'ok' | 'repeat' | 'error';
  message: string;
  target?: ScanTarget;
}

export interface ScannerProps {
  kind: ScanKind;
  /** the operating day the scans belong to */
  date: string;
  lookUp: (code: string) => LocalAnswer;
  /** after the scan is recorded (sent, or kept in the outbox) */
  onRecorded?: (code: string, result: MutationResult, answer: LocalAnswer) => void;
  disabled?: boolean;
  /** lets a page's own buttons (e.g. 'Mark checked' on a row) scan a code through this scanner */
  handle?: Ref<ScannerHandle>;
}

export interface ScannerHandle {
  scan(code: string): void;
}

export interface ScannerViewProps extends Omit<ScannerProps, 'kind'> {
  record: ScanRecord;
  /** the answer's sound (./beep.ts) */
  sound?: (tone: LocalAnswer['tone']) => void;
}

interface LogLine {
  at: number;
  code: string;
  tone: LocalAnswer['tone'];
  text: string;
  state: 'saving' | 'sent' | 'queued' | 'refused';
}

const TONE_COLOUR = { ok: 'green', repeat: 'blue', error: 'red' } as const;
const STATE_LABEL = { saving: 'saving', sent: 'sent', queued: 'on this device', refused: 'not saved' } as const;

function outcomeText(result: MutationResult, answer: LocalAnswer): string {
  if (result.outcome === 'queued') return `${answer.message} Saved on this device; sent when online.`;
  if (result.outcome === 'sent')
    return typeof result.record?.message === 'string' ? result.record.message : answer.message;
  return result.error ?? 'The scan could not be saved.';
}

/** A scanner page keeps the zxing binary too (a permission given after sign-in), by the same rule as the shell's warm-up. */
function useWarmFallback(): void {
  useEffect(() => {
    const id = setTimeout(() => void warmScannerWasm(true).catch(() => undefined), 3000);
    return () => clearTimeout(id);
  }, []);
}

/** The scanner, its scans recorded through the outbox as `kind`. */
export function Scanner({ kind, ...props }: ScannerProps) {
  return <ScannerView {...props} record={useScanRecorder(kind)} />;
}

/** The scanner with its recording and sound given: what the page sees and hears. */
export function ScannerView({
  date,
  lookUp,
  onRecorded,
  disabled = false,
  handle: handleRef,
  record,
  sound = beep,
}: ScannerViewProps) {
  const recent = useRef(new RecentCodes());
  const [typed, setTyped] = useState('');
  const [camera, setCamera] = useState(false);
  const [log, setLog] = useState<LogLine[]>([]);
  useWarmFallback();

  const handle = useCallback(
    (raw: string, source: ScanSource) => {
      const code = normaliseCode(raw);
      if (!code || disabled) return;
      const now = Date.now();
      if (recent.current.isRepeat(code, now)) return;
      const answer = lookUp(code);
      sound(answer.tone);
      const line: LogLine = { at: now, code, tone: answer.tone, text: answer.message, state: 'saving' };
      setLog((l) => [line, ...l].slice(0, 8));
      const settle = (state: LogLine['state'], text: string) =>
        setLog((l) => l.map((x) => (x === line ? { ...x, state, text } : x)));
      record(code, source, date, answer.target)
        .then((result) => {
          const refused = result.outcome === 'rejected' || result.outcome === 'conflict';
          if (refused) sound('error');
          settle(refused ? 'refused' : result.outcome === 'sent' ? 'sent' : 'queued', outcomeText(result, answer));
          onRecorded?.(code, result, answer);
        })
        .catch((error: unknown) =>
          settle('refused', error instanceof Error ? error.message : 'The scan could not be saved.'),
        );
    },
    [date, disabled, lookUp, onRecorded, record, sound],
  );

  useImperativeHandle(handleRef, () => ({ scan: (code: string) => handle(code, 'typed') }), [handle]);

  // The keyboard wedge: bursts typed anywhere on the page except into a field.
  useEffect(() => {
    const buffer = new WedgeBuffer();
    const onKey = (event: KeyboardEvent) => {
      if (isTypingTarget(event.target) || event.ctrlKey || event.altKey || event.metaKey) return;
      const burst = buffer.pending;
      const code = buffer.key(event.key, performance.now());
      if (event.key === 'Enter' && burst > 0 && code) event.preventDefault();
      if (code) handle(code, 'wedge');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [handle]);

  const last = log[0];
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3" data-testid="scanner" aria-label="Scanner" role="region">
      <HStack align="flex-end" gap="2" wrap="wrap">
        <form
          aria-label="Type a barcode"
          onSubmit={(e) => {
            e.preventDefault();
            handle(typed, 'typed');
            setTyped('');
          }}
        >
          <HStack align="flex-end" gap="2">
            <Field.Root width="15rem">
              <Field.Label>Scan or type a barcode</Field.Label>
              <Input
                size="sm"
                name="scan-code"
                autoComplete="off"
                value={typed}
                disabled={disabled}
                onChange={(e) => setTyped(e.target.value)}
              />
            </Field.Root>
            <Button size="sm" type="submit" disabled={disabled || !typed.trim()}>
              Record
            </Button>
          </HStack>
        </form>
        <Button
          size="sm"
          variant="outline"
          onClick={() => setCamera((c) => !c)}
          disabled={disabled}
          aria-pressed={camera}
        >
          <MdCameraAlt aria-hidden /> Camera
        </Button>
        <Text fontSize="xs" color="fg.muted">
          A handheld scanner works anywhere on this page.
        </Text>
      </HStack>
      {camera ? <CameraView onCode={(code) => handle(code, 'camera')} onClose={() => setCamera(false)} /> : null}
      <Box
        role="status"
        aria-live="polite"
        data-testid="scan-feedback"
        data-tone={last?.tone}
        borderRadius="md"
        px="3"
        py="2"
        minH="2.5rem"
        bg={last ? `${TONE_COLOUR[last.tone]}.subtle` : 'bg.muted'}
        borderWidth="2px"
        borderColor={last ? `${TONE_COLOUR[last.tone]}.solid` : 'transparent'}
      >
        <Text fontWeight="semibold">{last ? last.text : 'Ready to scan.'}</Text>
      </Box>
      {log.length > 1 ? (
        <Stack as="ol" gap="0.5" fontSize="sm" aria-label="Recent scans" listStyleType="none">
          {log.slice(1).map((l) => (
            <HStack as="li" key={`${l.at}-${l.code}`} gap="2">
              <Badge colorPalette={TONE_COLOUR[l.tone]}>{l.code}</Badge>
              <Text truncate flex="1">
                {l.text}
              </Text>
              <Text color="fg.muted">{STATE_LABEL[l.state]}</Text>
            </HStack>
          ))}
        </Stack>
      ) : null}
      {last ? (
        <Text fontSize="xs" color="fg.muted" data-testid="scan-state">
          Last scan {STATE_LABEL[last.state]}
        </Text>
      ) : null}
    </Stack>
  );
}
