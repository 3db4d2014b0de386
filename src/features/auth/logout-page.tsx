/**
 * /auth/logout. Unsent edits are never dropped silently: when the outbox holds any, the user
 * chooses between keeping them (the default) and discarding them before the session ends.
 */
import { Alert, Box, Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { countPendingChanges } from '../../offline';
import { useAuth } from '../../session/auth-context';

type Phase =
  { kind: 'checking' } | { kind: 'confirm'; pending: number } | { kind: 'working' } | { kind: 'done'; ok: boolean };

export function LogoutPage() {
  const { state, logout } = useAuth();
  const [phase, setPhase] = useState<Phase>({ kind: 'checking' });
  const started = useRef(false);

  async function run(discardPending: boolean) {
    setPhase({ kind: 'working' });
    const outcome = await logout({ discardPending });
    setPhase({ kind: 'done', ok: outcome === 'success' });
  }

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      if (!state.isAuthenticated) {
        setPhase({ kind: 'done', ok: true });
        return;
      }
      const pending = await countPendingChanges().catch(() => 0);
      if (pending > 0) setPhase({ kind: 'confirm', pending });
      else await run(false);
    })();
    // run once on mount: the page is the log-out action
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Box as="main" minH="100dvh" display="flex" alignItems="center" justifyContent="center" px="4" bg="bg.muted">
      <Box bg="bg" borderWidth="1px" borderRadius="l3" p="8" maxW="480px" w="full">
        <Heading as="h1" size="lg" mb="4">
          Log out
        </Heading>
        {phase.kind === 'checking' || phase.kind === 'working' ? (
          <Stack direction="row" align="center" gap="3" role="status">
            <Spinner size="sm" />
            <Text>Logging out...</Text>
          </Stack>
        ) : null}
        {phase.kind === 'confirm' ? (
          <Stack gap="4">
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  {phase.pending === 1 ? '1 change has' : `${phase.pending} changes have`} not been sent to the server
                  yet.
                </Alert.Title>
                <Alert.Description>
                  Keep them on this device and they will be sent after the next log-in, or discard them now.
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              <Button colorPalette="blue" onClick={() => void run(false)} autoFocus>
                Keep changes and log out
              </Button>
              <Button variant="outline" colorPalette="red" onClick={() => void run(true)}>
                Discard changes and log out
              </Button>
              <Button variant="ghost" asChild>
                <RouterLink to="/">Cancel</RouterLink>
              </Button>
            </Stack>
          </Stack>
        ) : null}
        {phase.kind === 'done' ? (
          <Stack gap="4">
            <Alert.Root status={phase.ok ? 'success' : 'error'} role="status">
              <Alert.Indicator />
              <Alert.Title>{state.message ?? 'You have been successfully logged out.'}</Alert.Title>
            </Alert.Root>
            <Button asChild colorPalette="blue">
              <RouterLink to="/auth/login">Log in again</RouterLink>
            </Button>
          </Stack>
        ) : null}
      </Box>
    </Box>
  );
}
