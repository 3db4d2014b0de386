/**
 * Scan (or type) a box barcode and press Enter: the box is marked load-checked through the
 * outbox, so a scanner keeps working when the depot's network drops.
 */
import { Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { StoredRecord, WithPending } from '../../../offline';
import { useResourceMutation } from '../../../offline';

export function ScanCheck({ boxes, disabled }: { boxes: WithPending<StoredRecord>[]; disabled: boolean }) {
  const mutation = useResourceMutation('boxes');
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);

  const check = async () => {
    const wanted = code.trim().toUpperCase();
    if (!wanted) return;
    const box = boxes.find((b) => String(b.barcode).toUpperCase() === wanted);
    if (!box) {
      setMessage({ text: `${wanted} is not among the boxes listed.`, ok: false });
      return;
    }
    if (box.loadChecked === true) {
      setMessage({ text: `${wanted} is already checked.`, ok: true });
      setCode('');
      return;
    }
    const result = await mutation.patch(box.id, { loadChecked: true }, box.version);
    const ok = result.outcome === 'sent' || result.outcome === 'queued';
    setMessage({ text: ok ? `${wanted} checked${result.outcome === 'queued' ? ' (saved on this device, will be sent)' : ''}.` : (result.error ?? `${wanted} could not be checked.`), ok });
    if (ok) setCode('');
  };

  return (
    <form
      aria-label="Check a box"
      onSubmit={(e) => {
        e.preventDefault();
        void check();
      }}
    >
      <HStack align="flex-end" gap="2" wrap="wrap">
        <Field.Root width="16rem">
          <Field.Label>Scan or type a barcode</Field.Label>
          <Input size="sm" name="barcode" autoComplete="off" value={code} disabled={disabled} onChange={(e) => setCode(e.target.value)} />
        </Field.Root>
        <Button size="sm" type="submit" disabled={disabled || !code.trim()}>
          Mark checked
        </Button>
        {message ? (
          <Text fontSize="sm" role="status" color={message.ok ? 'green.fg' : 'red.fg'} data-testid="scan-result">
            {message.text}
          </Text>
        ) : null}
      </HStack>
    </form>
  );
}
