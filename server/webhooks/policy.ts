/**
 * Which endpoints this server may post to (the rule itself is `webhookUrlProblem` in
 * src/resources/webhooks.ts). Production (NODE_ENV=production) takes https only. Loopback and
 * private addresses are refused unless the server runs its test hooks (E2E_HOOKS=1) or in demo
 * mode with WEBHOOKS_ALLOW_INTERNAL=1, where a receiver on 127.0.0.1 is the point.
 */
import type { EndpointPolicy } from '../../src/resources/webhooks';

export function endpointPolicy(env: NodeJS.ProcessEnv = process.env): EndpointPolicy {
  return {
    requireHttps: env.NODE_ENV === 'production',
    allowInternal: env.NODE_ENV !== 'production' && (env.E2E_HOOKS === '1' || env.WEBHOOKS_ALLOW_INTERNAL === '1'),
  };
}
