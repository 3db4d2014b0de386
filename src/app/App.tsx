import { ChakraProvider, defaultSystem, Heading } from '@chakra-ui/react';

export function App() {
  return (
    <ChakraProvider value={defaultSystem}>
      <Heading as="h1">Depot Console</Heading>
    </ChakraProvider>
  );
}
