import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** Where the route gate sends someone who may not open a page. */
export function NoAccessPage() {
  return (
    <Box p={{ base: '4', md: '8' }} display="flex" justifyContent="center">
      <Stack gap="4" align="center" textAlign="center" maxW="560px">
        <Heading as="h1" size="lg">
          No access
        </Heading>
        <Text color="fg.muted">
          Your account does not have access to that page. Ask an administrator if you need it.
        </Text>
        <Button asChild colorPalette="blue">
          <RouterLink to="/">Go to Dashboard</RouterLink>
        </Button>
      </Stack>
    </Box>
  );
}
