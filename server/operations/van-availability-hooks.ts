/**
 * Van availability rows name a contractor: the user must have the contractor role (a ref alone
 * would accept any user). A contractor's own row is enforced by the resource's owner scope.
 */
import { sql } from 'drizzle-orm';
import { users } from '../../src/resources/index';
import { table } from '../db/resource-tables';
import { ApiHttpError } from '../http/errors';
import type { ResourceHooks } from '../domain/hook-types';

export const vanAvailabilityHooks: ResourceHooks = {
  extraFields: [],
  async beforeWrite({ tx }, next) {
    const rows = await tx.query(
      sql`select 1 from ${table(users)} where id = ${Number(next.data.contractorId)} and f_role = 'contractor'`,
    );
    if (rows.length === 0)
      throw new ApiHttpError(422, 'INVALID_FIELDS', 'Some fields are not valid.', {
        fields: [{ field: 'contractorId', message: 'Choose a contractor.' }],
      });
  },
};
