import { describe, expect, it } from 'vitest';
import {
  ApiError,
  NETWORK_ERROR,
  NETWORK_ERROR_MESSAGE,
  plainErrorMessage,
  plainFieldMessage,
  toApiError,
} from './api';

describe('errors in plain words', () => {
  it('a failed fetch says the server cannot be reached and that changes are kept', async () => {
    expect(NETWORK_ERROR_MESSAGE).toBe(
      'Cannot reach the server. Check the connection; your changes are kept on this device.',
    );
    expect(plainErrorMessage(new TypeError('Failed to fetch'))).toBe(NETWORK_ERROR_MESSAGE);
    expect(plainErrorMessage(new Error('NetworkError when attempting to fetch resource.'))).toBe(NETWORK_ERROR_MESSAGE);
    const error = await toApiError(new TypeError('Failed to fetch'));
    expect(error.status).toBe(NETWORK_ERROR);
    expect(error.displayMessage).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('keeps the field builders own message and drops the server field prefix', () => {
    expect(plainFieldMessage('reference', 'reference: Reference is required.')).toBe('Reference is required.');
    expect(plainFieldMessage('reference', 'Reference is required.')).toBe('Reference is required.');
  });

  it('rewrites bare zod messages to name the field', () => {
    expect(plainFieldMessage('clientId', 'clientId: Required')).toBe('Client is required.');
    expect(plainFieldMessage('deliveryDate', 'Invalid input: expected string, received undefined')).toBe(
      'Delivery date is required.',
    );
    expect(plainFieldMessage('weightKg', 'Expected number, received string')).toBe('Weight kg is not valid.');
  });

  it('shows an API error by its first entry', () => {
    expect(
      plainErrorMessage(
        new ApiError(
          400,
          [{ type: 'x', code: 'y', displayMessage: 'Name is required.', reference: '' }],
          'Bad Request',
        ),
      ),
    ).toBe('Name is required.');
  });
});
