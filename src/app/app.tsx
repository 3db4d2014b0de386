/**
 * Providers, outermost first: Chakra (theme of spec 9), the offline layer (which owns the
 * QueryClient), authentication, the clients the user can see (shared by the gate and the
 * menus), then the hash router.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { HashRouter } from 'react-router-dom';
import { AuthProvider } from '../session/auth-provider';
import { KnownClientsProvider } from '../session/use-reference-lists';
import { OfflineProvider } from '../offline/shell';
import { system } from '../theme/system';
import { AppRoutes } from './router';

export function App() {
  return (
    <ChakraProvider value={system}>
      <OfflineProvider>
        <AuthProvider>
          <KnownClientsProvider>
            <HashRouter>
              <AppRoutes />
            </HashRouter>
          </KnownClientsProvider>
        </AuthProvider>
      </OfflineProvider>
    </ChakraProvider>
  );
}
