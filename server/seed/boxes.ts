/**
 * The boxes of a delivery, made after its status is settled: barcode (client code and a running
 * number per client, unique overall), size, weight share, and the box status, last scan and load
 * check that follow from where the delivery got to.
 */
import type { DeliveryDraft } from './deliveries';
import type { Random } from './random';
import { round } from './random';
import type { BoxRecord } from './records';

const BOX_LOAD_CHECK_CLIENT = 888;

function sizeCode(weightKg: number): string {
  if (weightKg < 4) return 'S';
  if (weightKg < 8) return 'M';
  if (weightKg < 12) return 'L';
  return 'XL';
}

function historyAt(d: DeliveryDraft, status: string): string | null {
  for (const entry of d.record.statusHistory) if (entry.status === status) return entry.at;
  return null;
}

export class BoxFactory {
  private nextId = 1;
  private readonly counters = new Map<number, number>();
  private readonly rng: Random;

  constructor(rng: Random) {
    this.rng = rng;
  }

  /** the boxes of one delivery on a day `offset` days after today, appended to `out` */
  make(d: DeliveryDraft, offset: number, out: BoxRecord[]): void {
    const rng = this.rng;
    const r = d.record;
    const client = d.client.record;
    let n = this.counters.get(client.id) ?? 0;
    const weight = r.boxCount > 0 ? round(r.weightKg / r.boxCount, 2) : 0;
    const last = r.statusHistory[r.statusHistory.length - 1]?.at ?? null;
    for (let i = 0; i < r.boxCount; i++) {
      n++;
      let status: BoxRecord['status'] = 'created';
      let scannedAt: string | null = null;
      let loadChecked = false;
      switch (r.status) {
        case 'delivered':
          status = 'delivered';
          scannedAt = r.deliveredAt;
          loadChecked = true;
          break;
        case 'failed':
        case 'returned':
          if (r.runId !== null) {
            status = r.failureReason === 'Damaged in transit' ? 'damaged' : 'redelivery';
            scannedAt = last;
            loadChecked = true;
          }
          break;
        case 'loaded':
        case 'in-transit':
          status = rng.chance(0.002) ? 'missing' : 'loaded';
          scannedAt = historyAt(d, 'loaded');
          loadChecked = client.id === BOX_LOAD_CHECK_CLIENT && offset === 0 ? rng.chance(0.7) : true;
          break;
        case 'routed':
          if (offset === 1) {
            status = 'sorted';
            scannedAt = historyAt(d, 'routed');
          }
          break;
        default:
          break;
      }
      out.push({
        id: this.nextId++,
        clientId: client.id,
        barcode: client.code + String(n).padStart(8, '0'),
        deliveryId: r.id,
        date: r.date,
        status,
        sizeCode: sizeCode(weight),
        weightKg: weight,
        routingGroupId: r.routingGroupId,
        runId: r.runId,
        loadChecked,
        scannedAt,
      });
    }
    this.counters.set(client.id, n);
  }
}
