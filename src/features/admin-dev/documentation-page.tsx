/**
 * /client-tools/docs-login (Documentation): the in-app help. Plain text written for the people who
 * use the console, with no request behind it: the page is its own precached chunk, so it opens
 * offline like any other. The menu's headings and the roles are read from their declarations
 * (HEADINGS, ROLES), so the help names what the menu shows; the 'Your menu' part lists the
 * headings this user's menu has.
 */
import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { HEADINGS, ROLES, type HeadingId, type Role } from '../../resources';
import { useCurrentUser } from '../../session/auth-context';
import { PageFrame } from '../../ui/page-frame';

/** What each menu heading is for, in a sentence. */
export const HEADING_HELP: Readonly<Record<HeadingId, string>> = {
  deliveries:
    'Every delivery and box, the Overview of the day, Run Summary, manifests to upload and the delivery maps. Open a delivery to see its history, proof of delivery and files.',
  confirmations: 'Confirm what was delivered, picked up or checked at the door, a list at a time.',
  reports: 'Reports over deliveries, runs, drivers and customers, each with its chart, its table and a CSV export.',
  admin: 'When customers get SMS, the numbers that never get one and the addresses that never get an e-mail.',
  financial: 'Rates, revenue, contractor pay, fines, ledgers and invoices.',
  contractors: 'Contractors and drivers, the vans they offer each day and the driver app versions.',
  'line-haul': 'Trucks, trailers, legs, journeys and the movements and jobs between depots.',
  operations: 'The depot floor: scans, returns to depot, control centres and pre-deliveries.',
  routing: 'Zones, routing groups and the day maps where runs are planned, optimised and moved.',
  'pick-pack': 'Picking, packing and the warehouse: inventory, purchase orders and pallets.',
  rds: 'Retail delivery stores, their events and runs.',
  'courier-routing': 'Carriers, their zones and rates, and which carrier carries each parcel.',
  tools: 'Client tools: exports, pick sheets and print-outs.',
  settings: 'Clients, depots, addresses, box sizes and users.',
  dev: 'For developers: webhooks, recurring jobs, app versions, sync issues, templates and diagnostics.',
};

export const ROLE_HELP: Readonly<Record<Role, string>> = {
  admin: 'Sees and changes everything, for every client.',
  'admin-dashboard-only': 'Sees every dashboard and report for every client; changes nothing.',
  user: 'Operator staff: searches orders and works drops.',
  'dashboard-only': "Sees the dashboards of the clients they're given.",
  contractor: 'Runs a delivery business: its runs, drivers, vans and pay.',
  'client-admin': "Manages their company's deliveries, manifests, users and notification settings.",
  'client-user': "Sees their company's deliveries and reports.",
  driver: 'Delivers with the driver app; the console shows them their own runs.',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={`help-${title}`} maxW="72ch">
      <Heading as="h2" size="md" id={`help-${title}`} mb="2">
        {title}
      </Heading>
      <Stack gap="2">{children}</Stack>
    </Box>
  );
}

export function DocumentationPage() {
  const user = useCurrentUser();
  return (
    <PageFrame title="Documentation">
      <Stack gap="6">
        <Section title="Finding your way">
          <Text>
            The menu on the left holds the console's areas under their headings; it shows only what you may open. Press
            Control+Space anywhere to search for a page or a record (a reference, a barcode, a run code) by name.
          </Text>
          <List.Root ps="5">
            {HEADINGS.map((h) => (
              <List.Item key={h.id}>
                <Text as="span" fontWeight="semibold">
                  {h.label}
                </Text>
                : {HEADING_HELP[h.id]}
              </List.Item>
            ))}
          </List.Root>
        </Section>
        <Section title="Working offline">
          <Text>
            The console is installed on the device and keeps working without a network. Deliveries, runs and drops you
            have opened, and the days you chose under Available offline, stay on the device; a page read from the stored
            copy says how old it is.
          </Text>
          <Text>
            Changes made offline are kept on the device and sent, once, when the network is back. Nothing you type is
            lost: if the server refuses a change or someone changed the record first, you are told, with a link to it.
          </Text>
        </Section>
        <Section title="The outbox">
          <Text>
            Every change goes through the outbox first. A change waiting to be sent is marked on its page as waiting;
            the Outbox page lists them all with their state: waiting, sent, refused (with the reason) or in conflict
            (yours and the server's value side by side, to choose from). A notice tells you when each is saved.
          </Text>
        </Section>
        <Section title="Roles">
          <Text>
            What you see depends on your role, the permissions and features your account has, and the clients you act
            for. You are signed in as {user.name} ({user.role}).
          </Text>
          <List.Root ps="5">
            {ROLES.map((r) => (
              <List.Item key={r}>
                <Text as="span" fontWeight="semibold">
                  {r}
                </Text>
                : {ROLE_HELP[r]}
              </List.Item>
            ))}
          </List.Root>
        </Section>
        <Section title="Getting help">
          <Text>
            If a page says you may not open it, ask your administrator for the permission it names. If something looks
            wrong, note the reference shown in the message: it lets support find what happened.
          </Text>
        </Section>
      </Stack>
    </PageFrame>
  );
}
