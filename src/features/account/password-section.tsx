/**
 * The frame both password forms share: the titled card, the 'needs a connection' warning while
 * offline, and the answer's notice (an alert for errors, a status for success).
 */
import { Alert, Box, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Notice } from './use-password-form';

export interface PasswordSectionProps {
  id: string;
  title: string;
  online: boolean;
  offlineText: string;
  notice: Notice | null;
  testId?: string;
  offlineTestId?: string;
  children: ReactNode;
}

export function PasswordSection({
  id,
  title,
  online,
  offlineText,
  notice,
  testId,
  offlineTestId,
  children,
}: PasswordSectionProps) {
  return (
    <Box
      as="section"
      aria-labelledby={id}
      borderWidth="1px"
      borderRadius="md"
      bg="bg"
      p={{ base: '3', md: '4' }}
      data-testid={testId}
    >
      <Heading as="h2" size="md" id={id} mb="2">
        {title}
      </Heading>
      {online ? null : (
        <Alert.Root status="warning" mb="3" data-testid={offlineTestId}>
          <Alert.Indicator />
          <Alert.Title>{offlineText}</Alert.Title>
        </Alert.Root>
      )}
      {notice ? (
        <Alert.Root status={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'} mb="3">
          <Alert.Indicator />
          <Alert.Title>{notice.text}</Alert.Title>
        </Alert.Root>
      ) : null}
      {children}
    </Box>
  );
}
