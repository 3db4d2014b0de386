/**
 * The tablet camera as a scanner: the back camera in a small preview, a frame decoded about five
 * times a second. The decoder (BarcodeDetector, else zxing-wasm) is made only when this opens.
 * No camera, no permission or no decoder is said in words; the wedge and typing still work.
 */
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { createDecoder } from './decoder';

const FRAME_INTERVAL_MS = 200;

export function CameraView({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<{ phase: 'starting' | 'scanning' | 'failed'; text: string }>({
    phase: 'starting',
    text: 'Opening the camera…',
  });
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('This browser gives no access to a camera.');
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      const decoder = await createDecoder();
      const el = video.current;
      if (stopped || !el) return;
      el.srcObject = stream;
      await el.play();
      setState({
        phase: 'scanning',
        text: `Hold a label in the frame (${decoder.engine === 'native' ? 'built-in reader' : 'zxing reader'}).`,
      });
      const tick = async () => {
        if (stopped) return;
        if (el.readyState >= 2) {
          const codes = await decoder.decode(el).catch(() => [] as string[]);
          if (codes[0] && !stopped) latest.current(codes[0]);
        }
        timer = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
      };
      void tick();
    };
    start().catch((error: unknown) => {
      const denied = error instanceof DOMException && error.name === 'NotAllowedError';
      setState({
        phase: 'failed',
        text: denied
          ? 'The camera was not allowed. Allow it in the browser, or use a handheld scanner.'
          : `The camera could not be opened: ${error instanceof Error ? error.message : String(error)}`,
      });
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  return (
    <Box borderWidth="1px" borderRadius="md" p="2" maxW="26rem">
      <video
        ref={video}
        muted
        playsInline
        aria-label="Camera preview"
        style={{ width: '100%', borderRadius: 6, display: state.phase === 'scanning' ? 'block' : 'none' }}
      />
      <HStack justify="space-between" mt="1" gap="2">
        <Text fontSize="sm" role="status" color={state.phase === 'failed' ? 'red.fg' : undefined}>
          {state.text}
        </Text>
        <Button size="xs" variant="outline" onClick={onClose}>
          Close camera
        </Button>
      </HStack>
    </Box>
  );
}
