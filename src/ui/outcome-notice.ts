/** What a person hears after a map edit, naming the record as they know it (its reference or run code). */
import type { MutationResult } from '../offline';

export interface Notice {
  status: 'success' | 'info' | 'warning' | 'error';
  text: string;
}

export function outcomeNotice(what: string, result: MutationResult): Notice {
  switch (result.outcome) {
    case 'sent':
      return { status: 'success', text: `${what}: saved.` };
    case 'queued':
      return {
        status: 'info',
        text: `${what}: saved on this device, waiting to be sent. It goes when the connection returns.`,
      };
    case 'conflict':
      return {
        status: 'warning',
        text: `${what}: someone else changed it meanwhile. Choose which version to keep in Unsent Changes.`,
      };
    case 'rejected':
      return { status: 'error', text: `${what}: the server refused it${result.error ? `: ${result.error}` : '.'}` };
  }
}
