import { Box, Button, Flex, Image, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { MdBusiness, MdClose } from 'react-icons/md';
import { imageStoreBase } from '../../lib/hosts';
import { resolveLogoUri } from '../../ui/logo';
import { useClients } from '../../session/use-reference-lists';
import { QuickListbox } from './quick-listbox';
import { clientSettingsPath, filterClients } from './quick-menu-search';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../session/auth-context';
import { useMenuContext } from '../../session/use-menu-context';
import { useSelectedClient } from '../../session/selected-client';

function ClientIcon({ logo }: { logo: string | null }) {
  return logo ? (
    <Image src={logo} alt="" w="24px" h="24px" objectFit="contain" />
  ) : (
    <MdBusiness aria-hidden="true" size="24" />
  );
}

/** Section 1: the client selector. */
export function ClientSection({ onDone }: { onDone(): void }) {
  const clients = useClients();
  const { client, chosenId, setSelectedClient } = useSelectedClient();
  const [query, setQuery] = useState('');
  const user = useCurrentUser();
  const context = useMenuContext();
  const settings = client ? clientSettingsPath(user, context, client.id) : null;
  const base = imageStoreBase();
  const logoOf = (uri: string | null | undefined) => resolveLogoUri(uri, base, window.location.origin);
  const options = filterClients(clients.data ?? [], query).map((c) => ({
    key: String(c.id),
    label: c.name,
    detail: c.code,
    icon: <ClientIcon logo={logoOf(c.logoURI)} />,
  }));
  return (
    <Box>
      <Flex align="center" gap="3" mb="4" p="3" borderWidth="1px" borderRadius="l2" data-testid="selected-client">
        <ClientIcon logo={logoOf(client?.logoURI)} />
        <Text flex="1" fontSize="sm">
          {client ? client.name : chosenId !== null ? 'Selected client not available' : 'No client selected'}
        </Text>
        {settings ? (
          <Button asChild size="xs" variant="outline">
            <Link to={settings} onClick={onDone}>
              Client settings
            </Link>
          </Button>
        ) : null}
        {chosenId !== null ? (
          <Button size="xs" variant="ghost" aria-label="Clear selected client" onClick={() => setSelectedClient(null)}>
            <MdClose />
          </Button>
        ) : null}
      </Flex>
      {clients.isError ? (
        <Text color="fg.error" fontSize="sm" mb="2">
          The client list could not be loaded.
        </Text>
      ) : null}
      <QuickListbox
        placeholder="Search Clients..."
        query={query}
        onQuery={setQuery}
        options={options}
        emptyText={clients.isPending ? 'Loading clients...' : 'No clients match.'}
        onChoose={(option) => {
          setSelectedClient(Number(option.key));
          onDone();
        }}
      />
    </Box>
  );
}
