import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useCurrentUser } from '../features/auth/auth-context';
import { allMenuItems, isItemVisible, resolveUri } from '../features/menu/menu-model';
import { menuPrefsStore, useMenuContext, useStore } from '../features/menu/use-menu-context';

/** '/' for contractors (the report section's landing page): the screens open to them. */
export function ContractorHome() {
  const user = useCurrentUser();
  const context = useMenuContext();
  const prefs = useStore(menuPrefsStore);
  const items = allMenuItems().filter((item) => isItemVisible(item, user, context));
  return (
    <Box p={{ base: '4', md: '8' }}>
      <Stack gap="4" maxW="640px">
        <Heading as="h1" size="xl">Reports</Heading>
        <Text>Screens available to your account:</Text>
        <Stack as="ul" gap="2" pl="5">
          {items.map((item) => (
            <li key={item.id}>
              <Box asChild color="blue.fg" textDecoration="underline">
                <RouterLink to={resolveUri(item, user, context)}>{item.label[prefs.labels]}</RouterLink>
              </Box>
            </li>
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}
