import { Badge, Box, Image, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { imageStoreBase } from '../../lib/hosts';
import { resolveLogoUri } from './logo';
import type { MenuClient } from './menu-types';

/** The selected client's logo (or the product name) and the 'Powered by' badge. */
export function Branding({ client, compact }: { client: MenuClient | null; compact: boolean }) {
  const src = resolveLogoUri(client?.logoURI, imageStoreBase(), window.location.origin);
  const [failed, setFailed] = useState<string | null>(null);
  const name = client?.displayName || client?.name;
  const showLogo = src !== null && failed !== src;
  if (compact) {
    return (
      <Box px="2" py="3" textAlign="center" fontWeight="bold" fontSize="sm" aria-label="Depot Console">
        DC
      </Box>
    );
  }
  return (
    <Box px="4" pt="4" pb="2">
      {showLogo ? (
        <Image src={src} alt={name ? `${name} logo` : 'Client logo'} maxH="48px" maxW="200px" objectFit="contain" onError={() => setFailed(src)} />
      ) : (
        <Text fontWeight="bold" fontSize="lg">{name ?? 'Depot Console'}</Text>
      )}
      <Badge mt="2" variant="subtle" colorPalette="blue" size="sm">
        Powered by Depot Console
      </Badge>
    </Box>
  );
}
