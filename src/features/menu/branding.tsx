import { useState } from 'react';
import { imageStoreBase } from '../../lib/hosts';
import { StaticBadge } from '../../theme/static-badge';
import { resolveLogoUri } from '../../ui/logo';
import type { MenuClient } from '../../screens/menu-types';

/** The selected client's logo (or the product name) and the 'Powered by' badge. */
export function Branding({ client, compact }: { client: MenuClient | null; compact: boolean }) {
  const src = resolveLogoUri(client?.logoURI, imageStoreBase(), window.location.origin);
  const [failed, setFailed] = useState<string | null>(null);
  const name = client?.displayName || client?.name;
  const showLogo = src !== null && failed !== src;
  if (compact) {
    return (
      <div className="dc-branding-compact" aria-label="Depot Console">
        DC
      </div>
    );
  }
  return (
    <div className="dc-branding">
      {showLogo ? (
        <img
          className="dc-branding-logo"
          src={src}
          alt={name ? `${name} logo` : 'Client logo'}
          onError={() => setFailed(src)}
        />
      ) : (
        <p className="dc-branding-name">{name ?? 'Depot Console'}</p>
      )}
      <StaticBadge palette="blue">Powered by Depot Console</StaticBadge>
    </div>
  );
}
