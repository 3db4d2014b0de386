/**
 * The messaging lists' write hooks: a blocked number is stored in its one normal form
 * (`normalPhone`, +61412345678) and an unsubscribed address in lower case, so the notifier's
 * look-up (./notifier.ts) finds them however they were typed; a number that cannot be one is a
 * 422 on `phone`, and a second entry for the same number or address a 422 by the declaration's
 * unique rule (the generic integrity check runs after this). A content template naming a variable
 * that is not one of TEMPLATE_VARIABLES is a 422 on the field that names it.
 */
import { unknownVariables } from '../../src/resources/content-templates';
import { TEMPLATE_VARIABLES, normalEmail, normalPhone } from '../../src/resources/messaging';
import type { ResourceHooks } from '../domain/hook-types';
import { ApiHttpError } from '../http/errors';

export const smsBlockHooks: ResourceHooks = {
  extraFields: [],
  async beforeWrite(_ctx, next) {
    const phone = typeof next.data.phone === 'string' ? normalPhone(next.data.phone) : null;
    if (!phone) {
      const message = 'Enter a mobile number, e.g. 0412 345 678 or +64 21 555 0123.';
      throw new ApiHttpError(422, 'INVALID_FIELDS', 'Some fields are not valid.', {
        fields: [{ field: 'phone', message }],
      });
    }
    next.data.phone = phone;
  },
};

export const emailUnsubscribeHooks: ResourceHooks = {
  extraFields: [],
  async beforeWrite(_ctx, next) {
    if (typeof next.data.email === 'string') next.data.email = normalEmail(next.data.email);
  },
};

export const contentTemplateHooks: ResourceHooks = {
  extraFields: [],
  async beforeWrite(_ctx, next) {
    for (const field of ['subject', 'body'] as const) {
      const text = next.data[field];
      const unknown = typeof text === 'string' ? unknownVariables(text) : [];
      if (unknown.length > 0)
        throw new ApiHttpError(422, 'INVALID_FIELDS', 'Some fields are not valid.', {
          fields: [
            {
              field,
              message: `Unknown variable ${unknown.map((v) => `{{${v}}}`).join(', ')}; use ${TEMPLATE_VARIABLES.map((v) => `{{${v}}}`).join(', ')}.`,
            },
          ],
        });
    }
  },
};
