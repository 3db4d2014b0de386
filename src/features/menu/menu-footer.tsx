import { Box, Flex, Stack, Switch, Text } from '@chakra-ui/react';
import { MdLogout } from 'react-icons/md';
import { NavLink } from 'react-router-dom';
import { isAdminType } from '../../resources/roles';
import { useActivity } from '../activity';
import type { SessionUser } from '../auth';
import { menuPrefsStore, menuStateStore, useStore } from './use-menu-context';

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange(value: boolean): void }) {
  return (
    <Switch.Root size="sm" checked={checked} onCheckedChange={(e) => onChange(e.checked)}>
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label fontSize="sm">{label}</Switch.Label>
    </Switch.Root>
  );
}

/** Queue Info (admin-type), the label-set and beta switches, and Logout. */
export function MenuFooter({ user, onNavigate }: { user: SessionUser; onNavigate?(): void }) {
  const activity = useActivity();
  const prefs = useStore(menuPrefsStore);
  const state = useStore(menuStateStore);
  const contractor = user.role === 'contractor';
  return (
    <Stack gap="3" px="4" py="3" borderTopWidth="1px">
      {isAdminType(user) ? (
        <Box aria-label="Queue Info" role="group" fontSize="sm">
          <Text fontWeight="semibold" fontSize="xs" textTransform="uppercase" color="fg.muted">Queue Info</Text>
          <Flex gap="4">
            <Text>Queued: {activity.queueLength ?? '–'}</Text>
            <Text>Servers: {activity.queueServers ?? '–'}</Text>
          </Flex>
        </Box>
      ) : null}
      <Toggle label="New menu labels" checked={prefs.labels === 'new'} onChange={(on) => menuPrefsStore.set({ labels: on ? 'new' : 'old' })} />
      {contractor ? null : (
        <Toggle label="Beta navigation" checked={state.enabled} onChange={(on) => menuStateStore.set({ enabled: on })} />
      )}
      <Box asChild display="flex" alignItems="center" gap="3" px="3" py="2" borderRadius="l2" fontSize="sm" _hover={{ bg: 'bg.muted' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500' }}>
        <NavLink to="/auth/logout" onClick={onNavigate}>
          <MdLogout aria-hidden="true" size="18" />
          Logout
        </NavLink>
      </Box>
    </Stack>
  );
}
