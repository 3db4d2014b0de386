/** The Pick/Pack heading. */
import { all, inventoryAdjustments, inventoryV2, packer, packerConfig } from '../../resources/access';
import { heading, screen } from '../screen';

export const pickPackScreens = heading('pick-pack', [
  screen(
    'p.summary',
    '/p/reports/summary',
    'Pick/Pack Summary',
    'MdAssessment',
    all(packer, packerConfig('packerSummaryReportEnabled')),
  ),
  screen(
    'p.product-summary',
    '/p/product-summary/all',
    'Product Summary',
    'MdAssessment',
    all(packer, packerConfig('packerProductSummaryReportEnabled')),
  ),
  screen(
    'p.picker-performance',
    '/p/picker-performance/{clientId/}',
    'Picker Performance',
    'MdSpeed',
    all(packer, packerConfig('packerPickerPerformanceReportEnabled')),
    {
      patterns: ['p/picker-performance', 'p/picker-performance/:clientId'],
    },
  ),
  'p.floors',
  'p.products',
  'p.track-order-status',
  'wms.products',
  'd.dotwms-items',
  'd.dotwms-synced',
  'wh.inventory',
  screen('wh.inventory-v2', '/wh/inventory-v2/all', 'Inventory V2', 'MdWarehouse', inventoryV2, {
    beta: { new: true },
  }),
  'wh.inventory-v2-logs',
  'wh.stock-adjustment',
  screen(
    'wh.stock-adjustment-v2',
    '/wh/stock-adjustment-v2/all',
    'Stock Adjustment V2',
    'MdScale',
    all(inventoryAdjustments, inventoryV2),
    { beta: { new: true } },
  ),
  'wh.warehouses',
  'po.orders',
  'po.upload',
  'asn.list',
]);
