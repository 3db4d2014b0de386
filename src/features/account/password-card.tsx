/**
 * Password change: current + new + repeat, sent straight to POST api/current-user/password.
 * Online only; nothing of it is stored (no outbox, no query cache) and the fields are cleared
 * after every answer.
 */
import { Box, Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useOnline } from '../../offline';
import { passwordProblems, type PasswordForm } from './account-rules';
import { MIN_PASSWORD_LENGTH } from '../../lib/password-rules';
import { changePassword } from './use-account';
import { PasswordSection } from './password-section';
import { usePasswordForm } from './use-password-form';

const EMPTY: PasswordForm = { currentPassword: '', newPassword: '', repeat: '' };
const FIELDS: { name: keyof PasswordForm; label: string; autoComplete: string; hint?: string }[] = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  {
    name: 'newPassword',
    label: 'New password',
    autoComplete: 'new-password',
    hint: `At least ${MIN_PASSWORD_LENGTH} characters, not your e-mail address.`,
  },
  { name: 'repeat', label: 'Repeat the new password', autoComplete: 'new-password' },
];

export function PasswordCard({ email }: { email: string }) {
  const online = useOnline();
  const { form, setForm, errors, notice, busy, submit } = usePasswordForm<PasswordForm>({
    empty: EMPTY,
    check: (f) => passwordProblems(f, email),
    send: (f) => changePassword(f.currentPassword, f.newPassword),
    success: 'Your password was changed. Use the new one next time you log in.',
    failure: 'The password was not changed',
    afterError: (f, fieldErrors) => ({
      ...EMPTY,
      currentPassword: fieldErrors.currentPassword ? '' : f.currentPassword,
    }),
  });

  return (
    <PasswordSection
      id="account-password"
      title="Password"
      online={online}
      notice={notice}
      offlineTestId="password-offline"
      offlineText="You are offline. Changing your password needs a connection."
    >
      <form onSubmit={submit} noValidate aria-label="Change your password">
        <Stack gap="3" maxW="32rem">
          {FIELDS.map((f) => (
            <Field.Root key={f.name} required invalid={Boolean(errors[f.name])} disabled={!online}>
              <Field.Label>{f.label}</Field.Label>
              <Input
                name={f.name}
                type="password"
                autoComplete={f.autoComplete}
                value={form[f.name]}
                onChange={(e) => setForm({ ...form, [f.name]: e.target.value })}
              />
              {errors[f.name] ? (
                <Field.ErrorText>{errors[f.name]}</Field.ErrorText>
              ) : f.hint ? (
                <Field.HelperText>{f.hint}</Field.HelperText>
              ) : null}
            </Field.Root>
          ))}
          <Box>
            <Button type="submit" colorPalette="blue" loading={busy} loadingText="Changing…" disabled={!online}>
              Change password
            </Button>
          </Box>
          <Text fontSize="sm" color="fg.muted">
            Your other signed-in devices stay signed in until they log out or their session ends.
          </Text>
        </Stack>
      </form>
    </PasswordSection>
  );
}
