/**
 * 'Set password' on a user's page, for user managers: a new user's first password, or a
 * replacement for a forgotten one. Sent straight to POST api/users/:id/password, online only and
 * never queued (a password must not wait on the device); the fields are cleared after each answer.
 */
import { Box, Button, Field, Input, Stack } from '@chakra-ui/react';
import { MIN_PASSWORD_LENGTH } from '../../lib/password-rules';
import { useOnline } from '../../offline';
import { setPasswordProblems, type SetPasswordForm } from './account-rules';
import { setUserPassword } from './use-account';
import { PasswordSection } from './password-section';
import { usePasswordForm } from './use-password-form';

const EMPTY: SetPasswordForm = { password: '', repeat: '' };

export function SetPasswordCard({ userId, email, name }: { userId: number; email: string; name: string }) {
  const online = useOnline();
  const { form, setForm, errors, notice, busy, submit } = usePasswordForm<SetPasswordForm>({
    empty: EMPTY,
    check: (f) => setPasswordProblems(f, email),
    send: (f) => setUserPassword(userId, f.password),
    success: `${name} can now log in with the new password. Tell them in person or by phone, not by e-mail.`,
    failure: 'The password was not set',
  });

  return (
    <PasswordSection
      id="set-password"
      title="Set password"
      online={online}
      notice={notice}
      testId="set-password"
      offlineText="You are offline. Setting a password needs a connection."
    >
      <form onSubmit={submit} noValidate aria-label={`Set a password for ${name}`}>
        <Stack gap="3" maxW="32rem">
          <Field.Root required invalid={Boolean(errors.password)} disabled={!online}>
            <Field.Label>New password</Field.Label>
            <Input
              name="password"
              type="password"
              autoComplete="new-password"
              value={form.password}
              onChange={(e) => setForm({ ...form, password: e.target.value })}
            />
            {errors.password ? (
              <Field.ErrorText>{errors.password}</Field.ErrorText>
            ) : (
              <Field.HelperText>At least {MIN_PASSWORD_LENGTH} characters, not their e-mail address.</Field.HelperText>
            )}
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.repeat)} disabled={!online}>
            <Field.Label>Repeat the password</Field.Label>
            <Input
              name="repeat"
              type="password"
              autoComplete="new-password"
              value={form.repeat}
              onChange={(e) => setForm({ ...form, repeat: e.target.value })}
            />
            {errors.repeat ? <Field.ErrorText>{errors.repeat}</Field.ErrorText> : null}
          </Field.Root>
          <Box>
            <Button type="submit" colorPalette="blue" loading={busy} loadingText="Setting…" disabled={!online}>
              Set password
            </Button>
          </Box>
        </Stack>
      </form>
    </PasswordSection>
  );
}
