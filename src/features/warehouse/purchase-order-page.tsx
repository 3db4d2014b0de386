/**
 * A purchase order's page (/po/purchase-orders/{id}): the order as every resource shows it, and
 * below it its lines (SKU, ordered, received, over-received), so the buyer and the dock read what
 * was asked of the supplier and what has come in without leaving the order. Receiving is the
 * Receive Goods screen's (./receive-page.tsx), linked beside Edit.
 */
import { RecordLines, ResourceDetailPage } from '../../ui/resource-pages';

const PO_NUMBER = ['poNumber'];

export function PurchaseOrderPage() {
  return (
    <ResourceDetailPage
      resource="purchaseOrders"
      after={(order) => (
        <RecordLines
          resource="purchaseOrderLines"
          field="purchaseOrderId"
          parentId={order.id}
          title="Lines"
          emptyHint="This purchase order has no lines yet."
          omit={PO_NUMBER}
        />
      )}
    />
  );
}
