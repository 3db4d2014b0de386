/**
 * The Admin and Dev domain (issue 37): the write hooks of the webhooks (endpoint rule, write-only
 * secret) and of the messaging lists (one normal form for numbers and addresses), and the
 * recurring jobs' routes (server/webhooks/jobs-routes.ts). The events and their posting run as
 * recurring jobs (server/recurring-jobs.ts).
 */
import type { Domain } from '../domain/domain';
import { contentTemplateHooks, emailUnsubscribeHooks, smsBlockHooks } from '../messaging/hooks';
import { webhookHooks } from './hooks';
import { recurringJobRoutes } from './jobs-routes';

export const adminDevDomain: Domain = {
  name: 'admin-dev',
  routes: recurringJobRoutes,
  hooks: {
    webhooks: webhookHooks,
    smsBlocks: smsBlockHooks,
    emailUnsubscribes: emailUnsubscribeHooks,
    contentTemplates: contentTemplateHooks,
  },
};
