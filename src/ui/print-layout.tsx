/**
 * Pages people print (Print Orders, an invoice): while such a page is open, printing shows only
 * its document, the part marked `data-print-doc`, at the top of the sheet; the shell (side menu,
 * header, prompts) and the page's controls stay off the paper. The document's tables bring their
 * own print styles (DataTable: the header repeats on every sheet).
 */
import { Global, type CSSObject } from '@emotion/react';
import { Button } from '@chakra-ui/react';

const PRINT_STYLES: CSSObject = {
  '@media print': {
    'body *': { visibility: 'hidden' },
    '[data-print-doc], [data-print-doc] *': { visibility: 'visible' },
    '[data-print-doc]': { position: 'absolute', left: 0, top: 0, width: '100%' },
  },
};

/** Mount on a page meant for printing: printing then shows its `data-print-doc` part alone. */
export function PrintPageStyles() {
  return <Global styles={PRINT_STYLES} />;
}

/** The browser's print dialog, for the page's document. */
export function PrintButton({ label = 'Print' }: { label?: string }) {
  return (
    <Button size="sm" variant="outline" onClick={() => window.print()}>
      {label}
    </Button>
  );
}
