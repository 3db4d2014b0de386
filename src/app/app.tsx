/**
 * Providers, outermost first: Chakra (theme of spec 9), the offline layer (which owns the
 * QueryClient), authentication, then the hash router.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AuthProvider } from '../features/auth/auth-provider';
import { OfflineProvider } from '../offline';
import { system } from '../theme/system';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <ChakraProvider value={system}>
      <OfflineProvider>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </OfflineProvider>
    </ChakraProvider>
  );
}
