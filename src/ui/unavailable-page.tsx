import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** An honest page for a route of the spec whose screen is not built yet: no made-up data. */
export function UnavailablePage({ title }: { title: string }) {
  return (
    <Box p={{ base: '4', md: '8' }}>
      <Stack gap="4" maxW="640px">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Text>This screen is not available in this version of Depot Console yet.</Text>
        <Box>
          <Button asChild variant="outline">
            <RouterLink to="/">Back to the dashboard</RouterLink>
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
