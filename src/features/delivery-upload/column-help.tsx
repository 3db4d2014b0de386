import { Button, Collapsible, Table, chakra } from '@chakra-ui/react';
import { columnDocs, templateCsv } from '../../resources/delivery-csv';

export function downloadTemplate(): void {
  const url = URL.createObjectURL(new Blob([templateCsv()], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'deliveries-template.csv';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The manifest's columns: name (the header to use), meaning, whether required, format. */
export function ColumnHelp() {
  return (
    <Collapsible.Root>
      <Collapsible.Trigger asChild>
        <Button size="sm" variant="ghost">
          Which columns can the file have?
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Table.ScrollArea borderWidth="1px" borderRadius="md" mt="2">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Header</Table.ColumnHeader>
                <Table.ColumnHeader>Meaning</Table.ColumnHeader>
                <Table.ColumnHeader>Required</Table.ColumnHeader>
                <Table.ColumnHeader>Format</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {columnDocs().map((c) => (
                <Table.Row key={c.name}>
                  <Table.Cell>
                    <chakra.code>{c.name}</chakra.code>
                  </Table.Cell>
                  <Table.Cell>{c.label}</Table.Cell>
                  <Table.Cell>{c.required ? 'yes' : ''}</Table.Cell>
                  <Table.Cell>{c.note}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
