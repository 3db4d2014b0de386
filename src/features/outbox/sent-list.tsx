/**
 * The changes this device sent in the last 24 hours (the outbox's sent log), newest first: each
 * named like its record, linked to it, with the fields it changed and when the server took it.
 * The ten newest show; the rest are one button away.
 */
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { changeTitle } from '../../offline/outbox/entry-title';
import type { SentChange } from '../../offline/outbox/sent-log';
import { changeLink, fieldLabels } from './change-link';

const SHOWN = 10;

export function SentList({ sent, when }: { sent: readonly SentChange[]; when: (ms: number) => string }) {
  const [all, setAll] = useState(false);
  if (sent.length === 0) return null;
  const shown = all ? sent : sent.slice(0, SHOWN);
  return (
    <Stack gap="2" as="section" aria-labelledby="outbox-sent-heading">
      <Heading as="h2" size="md" id="outbox-sent-heading">
        Sent in the last 24 hours
      </Heading>
      <Box as="ul" aria-label="Recently sent changes" m="0" p="0" data-testid="sent-list">
        {shown.map((c) => {
          const link = changeLink(c);
          const name = changeTitle(c, c.title);
          return (
            <HStack
              as="li"
              key={c.key}
              listStyleType="none"
              justify="space-between"
              wrap="wrap"
              gap="1"
              py="2"
              borderBottomWidth="1px"
              data-testid="sent-change"
            >
              <Stack gap="0" minW="0">
                <Text fontWeight="medium" overflowWrap="anywhere" data-testid="change-title">
                  {link ? <RouterLink to={link}>{name}</RouterLink> : name}
                </Text>
                {c.fields.length > 0 && (
                  <Text fontSize="sm" color="fg.muted">
                    {fieldLabels(c.resource, c.fields)}
                  </Text>
                )}
              </Stack>
              <Text fontSize="sm" color="fg.muted" data-testid="sent-at">
                sent {when(c.sentAt)}
              </Text>
            </HStack>
          );
        })}
      </Box>
      {sent.length > SHOWN && (
        <Button size="sm" variant="ghost" alignSelf="start" onClick={() => setAll((a) => !a)} aria-expanded={all}>
          {all ? `Show the newest ${SHOWN}` : `Show all ${sent.length}`}
        </Button>
      )}
    </Stack>
  );
}
