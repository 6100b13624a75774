import { ORDER_LIMITS, type customerEndpoints, type EndpointArgs, type OrderDetail } from '@dhub/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { masterProducts, storeItems, storeItemVariations } from '../../db/catalogue-schema.js';
import type { Database, Executor } from '../../db/client.js';
import { orderEvents, orderLines, orders } from '../../db/orders-schema.js';
import { stores, users } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { toMinor } from '../../lib/money.js';
import { recordCouponUse, useCoupon } from '../../sales/coupon-use.js';
import { readOrder } from './order-read.js';
import { moveStock } from './stock.js';
import { deliversTo, takesOrdersNow } from '../../sales/store-rules.js';
import { notifyStoreOwner } from '../../notify/notify.js';
import { awaitAll } from '../../db/await-all.js';

type PlaceOrderBody = EndpointArgs<typeof customerEndpoints.placeOrder>['body'];
type Line = PlaceOrderBody['lines'][number];

/** The store, if it takes orders to that pincode now (the storefront's rules: store-rules.ts). */
async function orderableStore(tx: Executor, storeId: string, pincode: string) {
  const [store] = await tx
    .select({
      orderable: sql<boolean>`${takesOrdersNow}`,
      delivers: sql<boolean>`${deliversTo(pincode)}`,
      deliveryCharge: stores.deliveryCharge,
    })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!store) throw new HttpError(404, 'shopNotFound');
  if (!store.orderable) throw new HttpError(409, 'storeNotOrderable');
  if (!store.delivers) throw new HttpError(409, 'pincodeNotServed');
  return store;
}

/** Each line's product (and variation) as sold now: name, photo, unit price in paise. */
async function pricedLines(tx: Executor, storeId: string, lines: readonly Line[]) {
  const itemIds = [...new Set(lines.map((line) => line.itemId))];
  const variationIds = lines.flatMap((line) => (line.variationId ? [line.variationId] : []));
  const [items, variations] = await awaitAll(tx, [
    tx
      .select({
        id: storeItems.id,
        price: storeItems.price,
        available: storeItems.isAvailable,
        images: storeItems.images,
        name: masterProducts.name,
        productImages: masterProducts.images,
      })
      .from(storeItems)
      .innerJoin(masterProducts, eq(masterProducts.id, storeItems.masterProductId))
      .where(and(eq(storeItems.storeId, storeId), inArray(storeItems.id, itemIds))),
    variationIds.length
      ? tx
          .select({
            id: storeItemVariations.id,
            itemId: storeItemVariations.itemId,
            name: storeItemVariations.name,
            price: storeItemVariations.price,
          })
          .from(storeItemVariations)
          .where(inArray(storeItemVariations.id, variationIds))
      : Promise.resolve([]),
  ]);
  return lines.map((line) => {
    const item = items.find((candidate) => candidate.id === line.itemId);
    const variation = line.variationId
      ? variations.find((candidate) => candidate.id === line.variationId && candidate.itemId === line.itemId)
      : undefined;
    if (!item || !item.available || (line.variationId && !variation)) throw new HttpError(409, 'productUnavailable');
    // Paise, as the catalogue keeps them: a line's total is exact (₹19.99 × 3 is 5997 paise).
    const unitPrice = variation?.price ?? item.price;
    return {
      ...line,
      name: item.name,
      variationName: variation?.name ?? null,
      image: item.images[0] ?? item.productImages[0] ?? null,
      unitPrice,
      total: unitPrice * line.quantity,
    };
  });
}

/** A customer's order: checked, priced, its coupon and stock taken, recorded with its first timeline entry, in one transaction. */
export async function placeOrder(db: Database, customerId: string, input: PlaceOrderBody): Promise<OrderDetail> {
  const id = await db.transaction(async (tx) => {
    const store = await orderableStore(tx, input.storeId, input.address.pincode);
    const lines = await pricedLines(tx, input.storeId, input.lines);
    const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
    const deliveryCharge = toMinor(store.deliveryCharge ?? 0);
    const coupon = input.couponCode
      ? await useCoupon(tx, { storeId: input.storeId, customerId, code: input.couponCode, subtotal, deliveryCharge })
      : undefined;
    if (!(await moveStock(tx, input.lines, -1))) throw new HttpError(409, 'outOfStock');
    const [customer] = await tx.select({ name: users.name, phone: users.phone }).from(users).where(eq(users.id, customerId));
    const discount = coupon?.discount ?? 0;
    const [order] = await tx
      .insert(orders)
      .values({
        storeId: input.storeId,
        customerId,
        paymentMethod: input.paymentMethod,
        // No gateway here: an online payment is taken as paid when ordering (refunded if it is rejected or cancelled).
        paymentStatus: input.paymentMethod === 'online' ? 'paid' : 'pending',
        subtotal,
        deliveryCharge,
        discount,
        couponId: coupon?.couponId,
        couponCode: coupon?.code,
        couponKind: coupon?.kind,
        total: subtotal + deliveryCharge - discount,
        itemsCount: lines.reduce((sum, line) => sum + line.quantity, 0),
        customerName: customer!.name,
        customerPhone: customer!.phone,
        address: input.address,
        note: input.note ?? null,
        acceptBy: sql`now() + make_interval(mins => ${ORDER_LIMITS.acceptWithinMinutes})`,
      })
      .returning({ id: orders.id, number: orders.number });
    await tx.insert(orderLines).values(
      lines.map((line) => ({
        orderId: order!.id,
        storeItemId: line.itemId,
        variationId: line.variationId ?? null,
        name: line.name,
        variationName: line.variationName,
        image: line.image,
        unitPrice: line.unitPrice,
        quantity: line.quantity,
        total: line.total,
      })),
    );
    await tx.insert(orderEvents).values({ orderId: order!.id, status: 'placed', by: 'customer' });
    if (coupon) await recordCouponUse(tx, coupon, customerId, { orderId: order!.id });
    await notifyStoreOwner(tx, input.storeId, { type: 'newOrder', params: { number: String(order!.number) }, about: order!.id });
    return order!.id;
  });
  return (await readOrder(db, eq(orders.id, id)))!;
}
