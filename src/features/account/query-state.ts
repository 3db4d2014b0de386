/** The plain-words message of a failed account query, for the shared load states. */
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../lib/api';

export function toApiErrorSync(error: unknown): { displayMessage: string } | null {
  if (!error) return null;
  if (error instanceof ApiError) return { displayMessage: error.displayMessage };
  return { displayMessage: NETWORK_ERROR_MESSAGE };
}
