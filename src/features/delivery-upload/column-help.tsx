import { Box, Button, Collapsible, chakra } from '@chakra-ui/react';
import { columnDocs, templateCsv } from '../../resources/delivery-csv';
import { DataTable, type DataColumn } from '../../ui/data-table';

type ColumnDoc = ReturnType<typeof columnDocs>[number];

const COLUMNS: readonly DataColumn<ColumnDoc>[] = [
  { key: 'name', header: 'Header', kind: 'reference', cell: (c) => <chakra.code>{c.name}</chakra.code> },
  { key: 'label', header: 'Meaning' },
  { key: 'required', header: 'Required', value: (c) => (c.required ? 'yes' : '') },
  { key: 'note', header: 'Format' },
];

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
        <Box mt="2">
          <DataTable label="Columns of a manifest" columns={COLUMNS} rows={columnDocs()} rowKey={(c) => c.name} />
        </Box>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
