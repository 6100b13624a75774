import type { PlanFeature } from '@dhub/contract';
import { notExists, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { plans } from '../db/plans-schema.js';
import { services } from '../db/schema.js';

interface PlanSeed {
  name: string;
  description: string;
  price: number;
  durationDays: number;
  listingLimit: number | null;
  commissionRate: number;
  features: PlanFeature[];
}

/** The marketplace's plans, the same for every service: a free starter, then more listings for a lower commission. */
const PLAN_SEEDS: PlanSeed[] = [
  {
    name: 'Starter',
    description: 'For a new store: list up to 100 products, take orders and bookings.',
    price: 0,
    durationDays: 0,
    listingLimit: 100,
    commissionRate: 1000,
    features: ['catalogue', 'ordersInbox', 'bookings'],
  },
  {
    name: 'Growth',
    description: 'For a growing store: up to 1,000 products, coupons, reports and a lower commission.',
    price: 99_900,
    durationDays: 30,
    listingLimit: 1000,
    commissionRate: 800,
    features: ['catalogue', 'ordersInbox', 'bookings', 'coupons', 'reports', 'bulkCsv'],
  },
  {
    name: 'Pro',
    description: 'No product limit, featured listing, priority support and the lowest commission.',
    price: 249_900,
    durationDays: 30,
    listingLimit: null,
    commissionRate: 500,
    features: ['catalogue', 'ordersInbox', 'bookings', 'coupons', 'reports', 'bulkCsv', 'featuredListing', 'prioritySupport'],
  },
  {
    name: 'Pro yearly',
    description: 'Pro for a year at the price of ten months.',
    price: 2_499_000,
    durationDays: 365,
    listingLimit: null,
    commissionRate: 500,
    features: ['catalogue', 'ordersInbox', 'bookings', 'coupons', 'reports', 'bulkCsv', 'featuredListing', 'prioritySupport'],
  },
];

/** Plans for every service that has none (on every start: data from before plans get them too). Returns true when it added some. */
export async function seedPlans(db: Executor): Promise<boolean> {
  const bare = await db
    .select({ id: services.id })
    .from(services)
    .where(notExists(db.select({ id: plans.id }).from(plans).where(eq(plans.serviceId, services.id))));
  if (!bare.length) return false;
  await db.insert(plans).values(bare.flatMap((service) => PLAN_SEEDS.map((seed) => ({ ...seed, serviceId: service.id }))));
  return true;
}
