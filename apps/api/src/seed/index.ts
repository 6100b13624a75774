import { count } from 'drizzle-orm';
import type { Credentials } from '../config.js';
import type { Database } from '../db/client.js';
import { services } from '../db/schema.js';
import { seedCatalogue } from './catalogue/index.js';
import { seedPlans } from './plans.js';
import { seedDemoBookings } from './demo-bookings.js';
import { seedDemoOrders } from './demo-orders.js';
import { seedDemoRestaurant } from './demo-restaurant.js';
import { seedAdmin, seedDemoVendor } from './seed-accounts.js';
import { seedGeography } from './seed-geography.js';
import { seedHelp } from './help/index.js';
import { SEED_SERVICES } from './services.js';

export interface SeedOptions {
  demoVendor: Credentials;
  admin: Credentials;
}

/**
 * First-run demo data, in one transaction: services, geography, the operator and the
 * demo vendor. Skipped when services exist (idempotent; run under the start-up lock).
 * Then the demo catalogue (seedCatalogue), skipped when master products exist, and the demo
 * vendor's restaurant (seedDemoRestaurant), skipped when it has a food store, and the demo
 * grocery store's orders (seedDemoOrders), skipped when it has some, and its booking store
 * (seedDemoBookings), skipped when it has one.
 * Returns true when it seeded.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(services);
  const first = (existing?.n ?? 0) === 0;
  if (first) {
    await db.transaction(async (tx) => {
      await tx.insert(services).values(SEED_SERVICES.map((service, index) => ({ ...service, sortOrder: index + 1 })));
      await seedGeography(tx);
      await seedAdmin(tx, options.admin);
      await seedDemoVendor(tx, options.demoVendor);
    });
  }
  // Plans for services without any (data directories from before plans get them too).
  const planned = await seedPlans(db);
  // Its own check (master_products empty): data directories from before the catalogue get it too.
  const catalogue = await seedCatalogue(db, options.demoVendor.email);
  // Its own check too (the demo vendor has no food store), after the catalogue it picks from.
  const restaurant = await seedDemoRestaurant(db, options.demoVendor.email);
  // And its first orders (none yet in its grocery store), once the store has its items.
  const demoOrders = await seedDemoOrders(db, options.demoVendor.email);
  // And a booking store with its schedule and bookings, once the demo customers exist.
  const demoBookings = await seedDemoBookings(db, options.demoVendor.email);
  // The help pages' FAQs and policies for every service (its own check: no FAQ yet).
  const help = await seedHelp(db);
  return first || planned || catalogue || restaurant || demoOrders || demoBookings || help;
}
