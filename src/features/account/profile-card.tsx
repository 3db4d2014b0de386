/** My Account's details card: a read view whose Edit button opens the name / e-mail / phone form. */
import { Alert, Badge, Box, Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { users } from '../../resources';
import { useOnline, useResourceMutation } from '../../offline';
import { useCurrentUser } from '../../session/auth-context';
import {
  fieldErrorOf,
  formOf,
  profileChanges,
  profileEditState,
  profileProblems,
  twofaSummary,
  type AccountRecord,
  type FieldErrors,
  type ProfileForm,
} from './account-rules';
import type { AccountData } from './use-account';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Box
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: '10rem 1fr' }}
      gap={{ base: '0', sm: '3' }}
      py="2"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
    >
      <Text as="dt" color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Box as="dd" minW="0" overflowWrap="anywhere" data-testid={testId}>
        {children}
      </Box>
    </Box>
  );
}

const FIELD_LABELS: Record<keyof ProfileForm, string> = { name: 'Name', email: 'E-mail', phone: 'Phone' };
const AUTOCOMPLETE: Record<keyof ProfileForm, string> = { name: 'name', email: 'email', phone: 'tel' };

export function ProfileCard({ data, onSaved }: { data: AccountData; onSaved(user: AccountRecord): void }) {
  const me = useCurrentUser();
  const online = useOnline();
  const mutation = useResourceMutation('users');
  const [form, setForm] = useState<ProfileForm | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const { user, clients } = data;
  const edit = profileEditState(me, user, users, online);
  const twofa = twofaSummary(user.twofaEnabled);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    const problems = profileProblems(form);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const changes = profileChanges(user, form);
    if (Object.keys(changes).length === 0) {
      setForm(null);
      return;
    }
    setBusy(true);
    try {
      const result = await mutation.patch(user.id, changes, user.version);
      if (result.outcome === 'sent') {
        if (result.record) onSaved(result.record as unknown as AccountRecord);
        setForm(null);
        setNotice({ tone: 'success', text: 'Your details were saved.' });
      } else if (result.outcome === 'queued') {
        setForm(null);
        setNotice({ tone: 'success', text: 'Your details will be sent when the connection is back (see Outbox).' });
      } else {
        const fieldErrors = fieldErrorOf(result.error);
        setErrors(fieldErrors);
        const text =
          result.outcome === 'conflict'
            ? 'Your account was changed elsewhere. Refresh and edit again.'
            : (result.error ?? 'The server refused the change.');
        setNotice({
          tone: 'error',
          text: Object.keys(fieldErrors).length > 0 ? 'Please correct the marked field.' : text,
        });
      }
    } catch {
      setNotice({ tone: 'error', text: 'Your details could not be sent. Check the connection and try again.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box
      as="section"
      aria-labelledby="account-details"
      borderWidth="1px"
      borderRadius="md"
      bg="bg"
      p={{ base: '3', md: '4' }}
    >
      <HStack justify="space-between" wrap="wrap" gap="2" mb="2">
        <Heading as="h2" size="md" id="account-details">
          Your details
        </Heading>
        {form ? null : (
          <Button
            size="sm"
            onClick={() => {
              setNotice(null);
              setErrors({});
              setForm(formOf(user));
            }}
            disabled={!edit.allowed}
            title={edit.reason ?? undefined}
          >
            Edit details
          </Button>
        )}
      </HStack>
      {edit.reason && !form ? (
        <Text fontSize="sm" color="fg.muted" mb="2" data-testid="edit-reason">
          {edit.reason}
        </Text>
      ) : null}
      {notice ? (
        <Alert.Root status={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'} mb="3">
          <Alert.Indicator />
          <Alert.Title>{notice.text}</Alert.Title>
        </Alert.Root>
      ) : null}
      {form ? (
        <form onSubmit={save} noValidate aria-label="Edit your details">
          <Stack gap="3" maxW="32rem">
            {(Object.keys(FIELD_LABELS) as (keyof ProfileForm)[]).map((field) => (
              <Field.Root key={field} required={field !== 'phone'} invalid={Boolean(errors[field])}>
                <Field.Label>{FIELD_LABELS[field]}</Field.Label>
                <Input
                  name={field}
                  type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                  autoComplete={AUTOCOMPLETE[field]}
                  value={form[field]}
                  onChange={(e) => setForm({ ...form, [field]: e.target.value })}
                />
                {errors[field] ? <Field.ErrorText>{errors[field]}</Field.ErrorText> : null}
              </Field.Root>
            ))}
            <HStack gap="2">
              <Button type="submit" colorPalette="blue" loading={busy} loadingText="Saving…" disabled={!edit.allowed}>
                Save
              </Button>
              <Button
                variant="outline"
                onClick={() => {
                  setForm(null);
                  setErrors({});
                }}
                disabled={busy}
              >
                Cancel
              </Button>
            </HStack>
          </Stack>
        </form>
      ) : (
        <Box as="dl">
          <Row label="Name" testId="account-name">
            {user.name}
          </Row>
          <Row label="E-mail" testId="account-email">
            {user.email}
          </Row>
          <Row label="Role" testId="account-role">
            {user.role}
          </Row>
          <Row label="Clients" testId="account-clients">
            {clients.length > 0 ? clients.map((c) => c.name).join(', ') : 'All clients (operator account)'}
          </Row>
          <Row label="Phone" testId="account-phone">
            {user.phone ?? (
              <Text as="span" color="fg.muted">
                Not given
              </Text>
            )}
          </Row>
          <Row label="Two-factor log-in" testId="account-twofa">
            <Badge colorPalette={user.twofaEnabled ? 'green' : 'gray'}>{twofa.label}</Badge>
            <Text fontSize="sm" color="fg.muted" mt="1">
              {twofa.help}
            </Text>
          </Row>
        </Box>
      )}
    </Box>
  );
}
