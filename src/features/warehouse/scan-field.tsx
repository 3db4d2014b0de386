/**
 * The warehouse tablet's scan field: a keyboard-wedge scanner types into it (it takes the focus
 * once it is enabled and again after each code), Enter hands the code over; the tablet camera
 * (the console's one CameraView) where there is one; or the code typed. Unlike the box scanner
 * (ui/scanning/scanner.tsx), a code here records nothing: it finds a product or a box, and the
 * page's own write follows.
 */
import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { MdCameraAlt } from 'react-icons/md';
import { CameraView } from '../../ui/scanning/camera-view';

export function ScanField({
  label,
  onCode,
  disabled = false,
}: {
  label: string;
  onCode: (code: string) => void;
  disabled?: boolean;
}) {
  const [typed, setTyped] = useState('');
  const [camera, setCamera] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // the field takes the focus once it can take a code (a wedge scanner types where the focus is)
  useEffect(() => {
    if (!disabled) input.current?.focus();
  }, [disabled]);
  return (
    <Stack gap="2">
      <form
        aria-label={label}
        onSubmit={(e) => {
          e.preventDefault();
          if (typed.trim()) onCode(typed);
          setTyped('');
          input.current?.focus();
        }}
      >
        <HStack align="flex-end" gap="2" wrap="wrap">
          <Field.Root width="16rem">
            <Field.Label>{label}</Field.Label>
            <Input
              ref={input}
              size="sm"
              name="scan-code"
              autoComplete="off"
              value={typed}
              disabled={disabled}
              onChange={(e) => setTyped(e.target.value)}
            />
          </Field.Root>
          <Button size="sm" type="submit" disabled={disabled || !typed.trim()}>
            Find
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setCamera((c) => !c)}
            disabled={disabled}
            aria-pressed={camera}
          >
            <MdCameraAlt aria-hidden /> Camera
          </Button>
        </HStack>
      </form>
      {camera ? (
        <CameraView
          onCode={(code) => {
            setCamera(false);
            onCode(code);
          }}
          onClose={() => setCamera(false)}
        />
      ) : null}
    </Stack>
  );
}
