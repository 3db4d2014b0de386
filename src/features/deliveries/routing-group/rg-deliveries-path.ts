/**
 * The routing-group deliveries screen's paths (spec 2.2: the Deliveries submenu lists routing
 * groups): /d/rg/{id} and, for an admin, /cd/{clientId}/d/rg/{id}, whose client segment narrows the
 * list to that client (the menu writes -1 there when no client is chosen: every client). Declared once with the path codec; nothing else parses these paths.
 */
import { pathCodec } from '../../../lib/path-codec';

const RG_PATH = pathCodec({
  base: '/d/rg',
  segments: [{ name: 'routingGroupId', kind: 'id', required: true }],
});

const CLIENT_RG_PATH = pathCodec({
  base: '/cd',
  segments: [
    // the menu writes -1 when the admin has chosen no client: read as no client, not a bad path
    { name: 'clientId', kind: 'id' },
    { kind: 'word', word: 'd' },
    { kind: 'word', word: 'rg' },
    { name: 'routingGroupId', kind: 'id', required: true },
  ],
});

export interface RoutingGroupDeliveriesPath {
  routingGroupId: number;
  /** the admin's client segment; null on /d/rg/{id} */
  clientId: number | null;
}

/** The routing group (and client) of a routing-group deliveries path, or null when it names none. */
export function parseRoutingGroupPath(pathname: string): RoutingGroupDeliveriesPath | null {
  const today = '';
  const plain = RG_PATH.match(pathname, today);
  if (plain?.routingGroupId) return { routingGroupId: plain.routingGroupId, clientId: null };
  const withClient = CLIENT_RG_PATH.match(pathname, today);
  if (withClient?.routingGroupId) return { routingGroupId: withClient.routingGroupId, clientId: withClient.clientId };
  return null;
}

/** The screen's path for a routing group, with the client segment when one is given (the admin's menu). */
export function routingGroupDeliveriesPath(p: RoutingGroupDeliveriesPath): string {
  return p.clientId === null
    ? RG_PATH.format({ routingGroupId: p.routingGroupId })
    : CLIENT_RG_PATH.format({ clientId: p.clientId, routingGroupId: p.routingGroupId });
}
