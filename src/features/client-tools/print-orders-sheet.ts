/** Print Orders' rows: the fields a sheet shows, and the order it prints them in. */
export type Order = {
  id: number;
  reference: string;
  orderNumber?: string | null;
  recipientName?: string | null;
  address?: string | null;
  suburb?: string | null;
  postcode?: string | null;
  windowStart?: string | null;
  windowEnd?: string | null;
  boxCount?: number | null;
  instructions?: string | null;
  routingGroupId?: number | null;
};

/** The sheet's order: by routing group (by name), then suburb, then reference. */
export function sheetOrder(orders: readonly Order[], groupName: ReadonlyMap<number, string>): Order[] {
  const key = (o: Order) => [(o.routingGroupId && groupName.get(o.routingGroupId)) || '', o.suburb ?? '', o.reference];
  return [...orders].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    return x.reduce((d, v, i) => d || v.localeCompare(y[i] ?? ''), 0);
  });
}
