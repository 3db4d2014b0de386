/**
 * Webhooks (issue 37, Dev: /d/webhooks/all): an endpoint a client registers, the events it wants
 * and a signing secret. The declaration and the one endpoint rule (`webhookUrlProblem`) live here,
 * shared by the form and the server: HTTPS only in production, never a loopback, link-local,
 * private or otherwise internal address (except in demo or test mode, where the tests' receiver
 * listens on the loopback address). The server asks the rule again, with the addresses the name
 * resolves to, before every post (server/webhooks/sender.ts), so a name that later points inside
 * the network is refused too. The secret is write-only: the server keeps it apart and the record
 * holds only its last four characters (server/webhooks/hooks.ts). docs/admin-dev.md has the
 * signing scheme.
 */
import { developer } from './access';
import { bool, dateTime, int, text } from './fields';
import { defineResource } from './types';

export const WEBHOOK_EVENTS = ['delivery.status_changed', 'run.completed'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_SECRET_MIN = 24;
export const WEBHOOK_URL_MAX = 2000;

export const webhooks = defineResource({
  name: 'webhooks',
  path: '/d/webhooks',
  label: 'Webhook',
  labelPlural: 'Webhooks',
  fields: {
    name: text('Name', { column: true, sortable: true, filter: 'text', editable: true, required: true, maxLength: 80 }),
    url: text('Endpoint URL', {
      column: true,
      editable: true,
      required: true,
      maxLength: WEBHOOK_URL_MAX,
      hint: 'https://… on the public internet; the server never posts into its own network.',
    }),
    deliveryStatusChanged: bool('Delivery status changed', { column: true, editable: true, required: true }),
    runCompleted: bool('Run completed', { column: true, editable: true, required: true }),
    active: bool('Active', { column: true, filter: 'exact', editable: true, required: true }),
    secret: text('Signing secret', {
      editable: true,
      write: 'create',
      required: true,
      maxLength: 200,
      hint: `At least ${WEBHOOK_SECRET_MIN} characters. Kept by the server and never shown again: only its last four characters are.`,
    }),
    lastAttemptAt: dateTime('Last attempt', { column: true, sortable: true, nullable: true, write: 'server' }),
    failedAttempts: int('Failed attempts in a row', { column: true, min: 0, write: 'server' }),
  },
  clientScoped: true,
  access: {
    list: developer,
    get: developer,
    create: developer,
    patch: developer,
    update: developer,
    delete: developer,
  },
  defaultSort: 'name',
  searchFields: ['name', 'url'],
  indexes: ['name'],
  offline: 'none',
  mergeKey: 'id',
  titleField: 'name',
  screens: {
    list: { path: '/d/webhooks/all', menu: { id: 'dev.webhooks', heading: 'dev', icon: 'MdWebhook' } },
    detail: { path: '/d/webhooks/{id}', title: 'Webhook' },
    create: { path: '/d/webhooks/all/create', title: 'Register Webhook' },
  },
});

/** The events a webhook record asks for. */
export function webhookEvents(record: { deliveryStatusChanged?: unknown; runCompleted?: unknown }): WebhookEvent[] {
  const out: WebhookEvent[] = [];
  if (record.deliveryStatusChanged === true) out.push('delivery.status_changed');
  if (record.runCompleted === true) out.push('run.completed');
  return out;
}

/** The stored form of a secret: only its last four characters. */
export function maskedSecret(secret: string): string {
  return `•••• ${secret.slice(-4)}`;
}

export function isMaskedSecret(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith('•••• ');
}

export interface EndpointPolicy {
  /** production: only https */
  requireHttps: boolean;
  /** demo or test mode: loopback and private addresses allowed (a test receiver on 127.0.0.1) */
  allowInternal: boolean;
}

function ipv4Parts(host: string): number[] | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  return parts.every((p) => p <= 255) ? parts : null;
}

function internalIpv4([a = 0, b = 0]: number[]): boolean {
  return (
    a === 0 || // this network
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local (cloud metadata)
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    a >= 224 // multicast and reserved
  );
}

function internalIpv6(host: string): boolean {
  const h = host.toLowerCase();
  if (h === '::' || h === '::1') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(h);
  if (mapped?.[1]) {
    const parts = ipv4Parts(mapped[1]);
    return parts === null || internalIpv4(parts);
  }
  if (h.startsWith('::ffff:')) return true; // a mapped address written in hex
  const first = Number.parseInt(h.split(':')[0] || '0', 16);
  return (
    (first & 0xfe00) === 0xfc00 || // unique local fc00::/7
    (first & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (first & 0xff00) === 0xff00 // multicast
  );
}

/** Whether an address literal (IPv4 dotted or IPv6, brackets allowed) is inside someone's network. */
export function isInternalAddress(address: string): boolean {
  const host = address.replace(/^\[|\]$/g, '');
  const v4 = ipv4Parts(host);
  if (v4) return internalIpv4(v4);
  if (host.includes(':')) return internalIpv6(host);
  return false;
}

const INTERNAL_NAMES = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa)$/i;

/** Why an endpoint may not be registered or called, in words; null when it may. */
export function webhookUrlProblem(raw: string, policy: EndpointPolicy): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return 'Enter a full address, e.g. https://hooks.example.com/depot.';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'The address must start with https://.';
  if (url.protocol === 'http:' && policy.requireHttps) return 'The address must use https://.';
  if (url.username || url.password) return 'Leave user names and passwords out of the address.';
  const host = url.hostname;
  if (policy.allowInternal) return null;
  if (isInternalAddress(host) || INTERNAL_NAMES.test(host) || !host.includes('.'))
    return 'The address must be on the public internet, not a local or private network.';
  return null;
}
