import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { masterProducts, storeItems } from '../db/catalogue-schema.js';
import { services, stores, users } from '../db/schema.js';
import { DEMO_RESTAURANT, DEMO_RESTAURANT_ITEMS } from './demo-accounts.js';
import { insertApprovedStore } from './seed-accounts.js';

/**
 * The demo vendor's second store, a restaurant with 10 food items, in one transaction: only when
 * the demo vendor exists and has no food store (so existing data directories get it too, once).
 * Runs after the catalogue seed (it needs the food master products). Returns true when it seeded.
 */
export async function seedDemoRestaurant(db: Database, demoEmail: string): Promise<boolean> {
  const [vendor] = await db.select({ id: users.id }).from(users).where(eq(users.email, demoEmail.toLowerCase()));
  if (!vendor) return false;
  const [food] = await db
    .select({ id: stores.id })
    .from(stores)
    .innerJoin(services, eq(services.id, stores.serviceId))
    .where(and(eq(stores.vendorId, vendor.id), eq(services.kind, 'food')))
    .limit(1);
  if (food) return false;
  const products = await db
    .select({ id: masterProducts.id, name: masterProducts.name })
    .from(masterProducts)
    .where(and(eq(masterProducts.vertical, 'food'), inArray(masterProducts.name, [...DEMO_RESTAURANT_ITEMS])));
  if (products.length === 0) return false; // a catalogue without the seeded food products
  await db.transaction(async (tx) => {
    const storeId = await insertApprovedStore(tx, vendor.id, DEMO_RESTAURANT);
    await tx.insert(storeItems).values(
      DEMO_RESTAURANT_ITEMS.flatMap((name, position) => {
        const product = products.find((row) => row.name === name);
        if (!product) return [];
        // Paise: ₹120 to ₹419.
        const mrp = (120 + ((position * 45) % 300)) * 100;
        const discount = position % 3 === 0 ? 10 : 0;
        return [
          {
            storeId,
            masterProductId: product.id,
            mrp,
            discount,
            price: Math.round((mrp * (100 - discount)) / 100),
            stock: 25 + ((position * 7) % 30),
            sku: `SRK-${String(101 + position)}`,
          },
        ];
      }),
    );
  });
  return true;
}
