import { Box, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { BootShell } from '../../lib/boot-shell';

export const AUTH_SPINNER_DELAY_MS = 2000;

/** Shown while the stored token is verified: the loading shell, and 'Authenticating...' after 2 s (spec 2.1). */
export function Authenticating() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), AUTH_SPINNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!visible) return <BootShell />;
  return (
    <Box
      as="main"
      minH="100dvh"
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      gap="4"
      role="status"
    >
      <Spinner size="xl" />
      <Text>Authenticating...</Text>
    </Box>
  );
}
