/** The Pick/Pack heading. */
import {
  admin,
  all,
  dotwms,
  integration,
  inventoryAdjustments,
  inventoryV2,
  packer,
  packerConfig,
  purchaseOrders,
} from '../../resources';
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
  screen(
    'p.track-order-status',
    '/p/track-order-status/all',
    'Track Order Status',
    'MdTravelExplore',
    all(packer, packerConfig('packerToolsEnabled')),
  ),
  screen(
    'wms.products',
    '/wms/products/all',
    'WMS Products',
    'MdCategory',
    all(admin, integration('warehouse-management')),
  ),
  screen('d.dotwms-items', '/d/dotwms-order-items/all', 'DotWMS Order Items', 'MdList', dotwms),
  screen('d.dotwms-synced', '/d/dotwms-synced-deliveries/all', 'DotWMS Synced Deliveries', 'MdSync', dotwms),
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
  screen('po.orders', '/po/purchase-orders/all', 'Purchase Orders', 'MdReceipt', purchaseOrders),
  screen('po.upload', '/po/po-upload', 'Purchase Order Upload', 'MdUploadFile', purchaseOrders),
  screen(
    'asn.list',
    '/asn/advanced-shipping-notice/all',
    'Advanced Shipping Notices',
    'MdLocalShipping',
    purchaseOrders,
  ),
]);
