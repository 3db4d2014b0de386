import { Alert, Box, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../lib/api';
import { TWOFA_REQUIRED } from '../../session/auth-api';
import { useAuth } from '../../session/auth-context';
import { safeNextPath } from '../../session/safe-next-path';

export function LoginPage() {
  const { state, login } = useAuth();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [twofa, setTwofa] = useState('');
  const [needsTwofa, setNeedsTwofa] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const twofaInput = useRef<HTMLInputElement>(null);
  // a flex log-in link for an account with two-factor: only its code is asked (auth-provider.tsx)
  const flexFor = state.flexCodeFor;
  const askCode = needsTwofa || flexFor !== null;

  useEffect(() => {
    if (askCode) twofaInput.current?.focus();
  }, [askCode]);

  if (state.isAuthenticated) {
    return <Navigate to={safeNextPath(params.get('nextPath')) ?? '/'} replace />;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await login(
        flexFor !== null
          ? { email: flexFor, password: '', twofa }
          : { email, password, twofa: needsTwofa ? twofa : undefined },
      );
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401 && caught.errors[0]?.code === TWOFA_REQUIRED) {
        if (askCode) setError(caught.displayMessage);
        setNeedsTwofa(true);
      } else {
        setError(caught instanceof ApiError ? caught.displayMessage : 'Log-in failed.');
      }
    } finally {
      setBusy(false);
    }
  }

  const notice = state.message && state.message !== 'SUCCESS' && !error ? state.message : null;

  return (
    <Box as="main" minH="100dvh" display="flex" alignItems="center" justifyContent="center" bg="bg.muted" px="4">
      <Box
        asChild
        bg="bg"
        borderWidth="1px"
        borderRadius="l3"
        p={{ base: '6', sm: '8' }}
        w="full"
        maxW="420px"
        boxShadow="sm"
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="5">
            <Box>
              <Heading as="h1" size="xl">
                Depot Console
              </Heading>
              <Text color="fg.muted">
                {flexFor !== null ? `Enter your two-factor code to continue as ${flexFor}` : 'Log in to continue'}
              </Text>
            </Box>
            {error ? (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{error}</Alert.Title>
              </Alert.Root>
            ) : null}
            {notice ? (
              <Alert.Root status="info">
                <Alert.Indicator />
                <Alert.Title>{notice}</Alert.Title>
              </Alert.Root>
            ) : null}
            {flexFor === null ? (
              <>
                <Field.Root required>
                  <Field.Label>Email</Field.Label>
                  <Input
                    name="email"
                    type="email"
                    autoComplete="username"
                    value={email}
                    onChange={(e) => setEmail(e.target.value)}
                    autoFocus
                  />
                </Field.Root>
                <Field.Root required>
                  <Field.Label>Password</Field.Label>
                  <Input
                    name="password"
                    type="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                  />
                </Field.Root>
              </>
            ) : null}
            {askCode ? (
              <Field.Root required>
                <Field.Label>Two-factor code</Field.Label>
                <Input
                  ref={twofaInput}
                  name="twofa"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  value={twofa}
                  onChange={(e) => setTwofa(e.target.value)}
                />
                <Field.HelperText>Enter the code from your authenticator app.</Field.HelperText>
              </Field.Root>
            ) : null}
            <Button type="submit" colorPalette="blue" loading={busy} loadingText="Logging in...">
              Log in
            </Button>
          </Stack>
        </form>
      </Box>
    </Box>
  );
}
