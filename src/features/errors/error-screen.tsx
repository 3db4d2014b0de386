import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Link as RouterLink } from 'react-router-dom';
import { CHUNK_MESSAGES, chunkFailure } from './chunk-error';
import { reportSystemError } from './system-error';

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Box p={{ base: '4', md: '8' }} display="flex" justifyContent="center">
      <Stack gap="4" maxW="560px" w="full" textAlign="center" align="center" role="alert">
        {children}
      </Stack>
    </Box>
  );
}

export function ChunkErrorScreen({ kind }: { kind: keyof typeof CHUNK_MESSAGES }) {
  return (
    <Frame>
      <Heading as="h1" size="lg">
        {CHUNK_MESSAGES[kind]}
      </Heading>
      <Text>Part of the app could not be loaded. Check the connection, then reload the page.</Text>
      <Button colorPalette="blue" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Frame>
  );
}

/** The generic render-crash screen: reported to the server, which gives the id shown. */
export function CrashScreen({ error }: { error: unknown }) {
  const [id, setId] = useState<string | null>(null);
  const [reportDone, setReportDone] = useState(false);
  useEffect(() => {
    let live = true;
    console.error(error);
    void reportSystemError(error).then((value) => {
      if (!live) return;
      setId(value);
      setReportDone(true);
    });
    return () => {
      live = false;
    };
  }, [error]);
  return (
    <Frame>
      <Heading as="h1" size="lg">
        Something went wrong.
      </Heading>
      {id ? (
        <Text fontWeight="semibold" data-testid="error-id">
          Error #{id}
        </Text>
      ) : null}
      {!id && reportDone ? <Text color="fg.muted">The error could not be reported.</Text> : null}
      <Button asChild colorPalette="blue">
        <RouterLink to="/">Go To Dashboard</RouterLink>
      </Button>
    </Frame>
  );
}

/** What a crashed subtree shows: a chunk that could not load, or the generic crash screen. */
export function ErrorScreen({ error }: Pick<FallbackProps, 'error'>) {
  const chunk = chunkFailure(error);
  if (chunk) return <ChunkErrorScreen kind={chunk} />;
  return <CrashScreen error={error} />;
}

/**
 * Catches render crashes and failed page chunks below it and shows the error screen in their
 * place. A new `resetKey` (the page's path) clears it, so leaving a crashed page shows the next.
 */
export function PageErrorBoundary({ resetKey, children }: { resetKey?: string; children: ReactNode }) {
  return (
    <ErrorBoundary FallbackComponent={ErrorScreen} resetKeys={resetKey === undefined ? undefined : [resetKey]}>
      {children}
    </ErrorBoundary>
  );
}
