/**
 * The question an `authToken` link for another user asks where a session is live (issue 33
 * item 5): stay signed in as the current user (the link is dropped), or sign out and continue as
 * the link's user. Nothing switches until the user chooses.
 */
import { Alert, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { SwitchQuestion } from './account-switch';

export function AccountSwitchQuestion({
  question,
  onStay,
  onSwitch,
}: {
  question: SwitchQuestion;
  onStay: () => void;
  onSwitch: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Box as="main" minH="100dvh" display="flex" alignItems="center" justifyContent="center" px="4" bg="bg.muted">
      <Box
        bg="bg"
        borderWidth="1px"
        borderRadius="l3"
        p="8"
        maxW="520px"
        w="full"
        role="dialog"
        aria-labelledby="account-switch-title"
      >
        <Heading as="h1" size="lg" mb="4" id="account-switch-title">
          Switch account?
        </Heading>
        <Stack gap="4">
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                You are signed in as {question.signedInAs}. The link you opened signs in as {question.tokenFor}.
              </Alert.Title>
              <Alert.Description>
                If you did not expect this link, stay signed in. Signing out keeps your unsent changes on this device.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Text>Which account do you want to use?</Text>
          <Stack direction="column" gap="3" align="stretch">
            <Button colorPalette="blue" onClick={onStay} autoFocus disabled={busy}>
              Stay signed in as {question.signedInAs}
            </Button>
            <Button
              variant="outline"
              loading={busy}
              loadingText="Signing out…"
              onClick={() => {
                setBusy(true);
                void onSwitch();
              }}
            >
              Sign out and continue as {question.tokenFor}
            </Button>
          </Stack>
        </Stack>
      </Box>
    </Box>
  );
}
