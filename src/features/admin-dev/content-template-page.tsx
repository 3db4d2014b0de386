/**
 * A content template's page (/dev/content-template/{id}): the generic record view and edit form,
 * and below it the live preview: the template filled with a real delivery chosen from the latest
 * ones (renderTemplate, src/resources/content-templates.ts), drawn as text, never as HTML, with
 * any unknown variable named. The preview follows the stored template; after an edit is saved it
 * shows the new text.
 */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { deliveryValues, renderTemplate } from '../../resources/content-templates';
import { useReferenceList, useResourceList } from '../../offline';
import { FilterSelect } from '../../ui/filter-select';
import { ResourceDetailPage } from '../../ui/resource-pages';

const RECENT = { limit: 20, sort: '-date,reference' };

export function TemplatePreview({ subject, body }: { subject: string | null; body: string }) {
  const list = useResourceList('deliveries', RECENT);
  const clients = useReferenceList('clients').data;
  const [chosen, setChosen] = useState('');
  const delivery = list.data.find((d) => String(d.id) === chosen) ?? list.data[0];
  const options = useMemo(
    () => list.data.map((d) => ({ value: String(d.id), label: `${d.reference} · ${d.recipientName}` })),
    [list.data],
  );
  // the name customers know the client by; '[client]' until the clients list has answered
  const client = delivery ? clients.find((c) => c.id === delivery.clientId) : undefined;
  const values = delivery ? deliveryValues(delivery, client?.displayName ?? client?.name ?? '[client]') : null;
  const text = values ? renderTemplate(body, values) : null;
  const title = values && subject ? renderTemplate(subject, values) : null;
  const unknown = [...new Set([...(text?.unknown ?? []), ...(title?.unknown ?? [])])];
  return (
    <Box as="section" aria-labelledby="template-preview" borderWidth="1px" borderRadius="md" p="4" maxW="72ch">
      <Heading as="h2" size="md" id="template-preview" mb="3">
        Preview
      </Heading>
      {list.isLoading && list.data.length === 0 ? (
        <Text>Loading deliveries…</Text>
      ) : !delivery || !text ? (
        <Text>No delivery to preview with{list.source === 'cache' ? ' on this device' : ''}.</Text>
      ) : (
        <Stack gap="3">
          <FilterSelect
            label="With delivery"
            name="preview-delivery"
            value={String(delivery.id)}
            options={options}
            onChange={setChosen}
            width="22rem"
          />
          {title && (
            <Text fontWeight="semibold" data-testid="preview-subject">
              {title.text}
            </Text>
          )}
          <Text whiteSpace="pre-wrap" data-testid="preview-text" bg="bg.muted" p="3" borderRadius="md">
            {text.text}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {text.text.length} characters
            {text.text.length > 160 ? ` · ${Math.ceil(text.text.length / 153)} SMS parts` : ''}
          </Text>
          {unknown.length > 0 && (
            <Text role="alert" color="red.fg">
              Unknown variable{unknown.length > 1 ? 's' : ''}: {unknown.map((v) => `{{${v}}}`).join(', ')}
            </Text>
          )}
        </Stack>
      )}
    </Box>
  );
}

export function ContentTemplatePage() {
  return (
    <ResourceDetailPage
      resource="contentTemplates"
      after={(record) => (
        <TemplatePreview
          subject={typeof record.subject === 'string' ? record.subject : null}
          body={typeof record.body === 'string' ? record.body : ''}
        />
      )}
    />
  );
}
