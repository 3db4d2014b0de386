import { Box, Spinner } from '@chakra-ui/react';

export function PageFallback() {
  return (
    <Box p="8" display="flex" justifyContent="center" role="status" aria-label="Loading">
      <Spinner />
    </Box>
  );
}
