/**
 * Van availability: how many vans a contractor offers on a day, one record per contractor and
 * day. Contractors keep their own row (owner scope: they list and write only records whose
 * contractorId is theirs); admins plan with every row. Read against the demand from runs by the
 * availability report and the excess report (server/operations/van-availability.ts).
 */
import { ADMIN_ONLY, admin, adminType, any, role } from './access';
import { date, int, longText, ref } from './fields';
import { defineResource } from './types';

const OWN_OR_ADMIN = any(admin, role('contractor'));

export const vanAvailability = defineResource({
  name: 'vanAvailability',
  path: '/ctr/van-availability',
  label: 'Van availability',
  labelPlural: 'Van availability',
  fields: {
    contractorId: ref('Contractor', 'users', { column: true, filter: 'exact', required: true }),
    date: date('Day', { column: true, sortable: true, filter: 'range', required: true }),
    vans: int('Vans', { column: true, sortable: true, editable: true, required: true, min: 0, max: 50 }),
    note: longText('Note', { column: true, editable: true }),
  },
  clientScoped: false,
  ownerScope: { contractor: 'contractorId' },
  access: {
    list: any(adminType, role('contractor')),
    get: any(adminType, role('contractor')),
    create: OWN_OR_ADMIN,
    patch: OWN_OR_ADMIN,
    update: OWN_OR_ADMIN,
    delete: ADMIN_ONLY,
  },
  defaultSort: 'date,contractorId',
  indexes: ['date', 'contractorId'],
  unique: [['contractorId', 'date']],
  offline: 'records',
  mergeKey: 'id',
  titleField: 'date',
});
