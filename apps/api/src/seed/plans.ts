import type { PlanFeature } from '@dhub/contract';
import { and, eq, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { plans, type PlanTranslations } from '../db/plans-schema.js';
import { services } from '../db/schema.js';

interface PlanSeed {
  name: string;
  description: string;
  price: number;
  durationDays: number;
  listingLimit: number | null;
  commissionRate: number;
  features: PlanFeature[];
  translations: PlanTranslations;
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
    translations: {
      fr: { name: 'Démarrage', description: 'Pour une nouvelle boutique : jusqu’à 100 produits, commandes et réservations.' },
      ar: { name: 'البداية', description: 'لمتجر جديد: حتى 100 منتج، واستقبال الطلبات والحجوزات.' },
      zh: { name: '入门版', description: '适合新店铺：最多上架 100 件商品，接收订单和预约。' },
    },
  },
  {
    name: 'Growth',
    description: 'For a growing store: up to 1,000 products, coupons, reports and a lower commission.',
    price: 99_900,
    durationDays: 30,
    listingLimit: 1000,
    commissionRate: 800,
    features: ['catalogue', 'ordersInbox', 'bookings', 'coupons', 'reports', 'bulkCsv'],
    translations: {
      fr: {
        name: 'Croissance',
        description: 'Pour une boutique qui grandit : jusqu’à 1 000 produits, coupons, rapports et une commission réduite.',
      },
      ar: { name: 'النمو', description: 'لمتجر ينمو: حتى 1000 منتج، وقسائم، وتقارير، وعمولة أقل.' },
      zh: { name: '成长版', description: '适合成长中的店铺：最多 1,000 件商品、优惠券、报表和更低的佣金。' },
    },
  },
  {
    name: 'Pro',
    description: 'No product limit, featured listing, priority support and the lowest commission.',
    price: 249_900,
    durationDays: 30,
    listingLimit: null,
    commissionRate: 500,
    features: ['catalogue', 'ordersInbox', 'bookings', 'coupons', 'reports', 'bulkCsv', 'featuredListing', 'prioritySupport'],
    translations: {
      fr: { name: 'Pro', description: 'Produits sans limite, mise en avant, support prioritaire et la commission la plus basse.' },
      ar: { name: 'احترافي', description: 'منتجات بلا حد، وظهور مميز، ودعم ذو أولوية، وأقل عمولة.' },
      zh: { name: '专业版', description: '商品数量不限、推荐展示、优先支持和最低佣金。' },
    },
  },
  {
    name: 'Pro yearly',
    description: 'Pro for a year at the price of ten months.',
    price: 2_499_000,
    durationDays: 365,
    listingLimit: null,
    commissionRate: 500,
    features: ['catalogue', 'ordersInbox', 'bookings', 'coupons', 'reports', 'bulkCsv', 'featuredListing', 'prioritySupport'],
    translations: {
      fr: { name: 'Pro annuel', description: 'Pro pendant un an au prix de dix mois.' },
      ar: { name: 'احترافي سنوي', description: 'الخطة الاحترافية لمدة سنة بسعر عشرة أشهر.' },
      zh: { name: '专业版（年付）', description: '专业版一年，只需十个月的价格。' },
    },
  },
];

/** Plans for every service that has none (on every start: data from before plans get them too). Returns true when it added some. */
export async function seedPlans(db: Executor): Promise<boolean> {
  const bare = await db
    .select({ id: services.id })
    .from(services)
    .where(notExists(db.select({ id: plans.id }).from(plans).where(eq(plans.serviceId, services.id))));
  await translateSeededPlans(db);
  if (!bare.length) return false;
  await db.insert(plans).values(bare.flatMap((service) => PLAN_SEEDS.map((seed) => ({ ...seed, serviceId: service.id }))));
  return true;
}

/** The seeded plans' translations, for plans seeded before plans had them (an operator's own translation is kept). */
async function translateSeededPlans(db: Executor): Promise<void> {
  for (const seed of PLAN_SEEDS) {
    await db
      .update(plans)
      .set({ translations: seed.translations })
      .where(and(eq(plans.name, seed.name), sql`${plans.translations} = '{}'::jsonb`));
  }
}
