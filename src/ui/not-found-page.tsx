import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Box p={{ base: '4', md: '8' }} display="flex" justifyContent="center">
      <Stack gap="4" align="center" textAlign="center" maxW="560px">
        <Heading as="h1" size="lg">
          Route Not Found
        </Heading>
        <Text color="fg.muted">There is no page at this address.</Text>
        <Button asChild colorPalette="blue">
          <RouterLink to="/">Go to Dashboard</RouterLink>
        </Button>
      </Stack>
    </Box>
  );
}
