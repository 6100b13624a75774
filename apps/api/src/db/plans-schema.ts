import { PLAN_PAYMENT_METHODS, type Language } from '@dhub/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { services, stores } from './schema.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

export type PlanTranslations = Partial<Record<Exclude<Language, 'en'>, { name: string; description: string }>>;

/** What a subscription's row stores; `scheduled` and `expired` are read from its times (plans/in-force.ts). */
export const STORED_SUBSCRIPTION_STATUSES = ['awaitingPayment', 'paymentSubmitted', 'active', 'replaced', 'rejected'] as const;
export const subscriptionStatus = pgEnum('subscription_status', STORED_SUBSCRIPTION_STATUSES);
export const planPaymentMethod = pgEnum('plan_payment_method', PLAN_PAYMENT_METHODS);

/** A plan a store of a service can subscribe to. Price in paise; a free plan has no end (duration 0). */
export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** The operator's name and description in other languages; English is `name` and `description`. */
    translations: jsonb('translations').$type<PlanTranslations>().notNull().default({}),
    price: integer('price').notNull(),
    durationDays: integer('duration_days').notNull(),
    listingLimit: integer('listing_limit'),
    commissionRate: integer('commission_rate').notNull(),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [
    index('plans_service_price_idx').on(table.serviceId, table.price),
    check('plans_price_not_negative', sql`${table.price} >= 0`),
    check('plans_free_has_no_end', sql`(${table.price} = 0) = (${table.durationDays} = 0)`),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    status: subscriptionStatus('status').notNull(),
    paymentMethod: planPaymentMethod('payment_method').notNull(),
    price: integer('price').notNull(),
    credit: integer('credit').notNull().default(0),
    paid: integer('paid').notNull(),
    reference: text('reference'),
    proofKey: text('proof_key'),
    reason: text('reason'),
    /** Null until it starts counting (an offline payment confirmed); endsAt null: no end (a free plan). */
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** The Idempotency-Key of the purchase, unique per store, and a digest of its body. */
    idempotencyKey: text('idempotency_key'),
    requestDigest: text('request_digest'),
  },
  (table) => [
    uniqueIndex('subscriptions_idempotency_key').on(table.storeId, table.idempotencyKey),
    index('subscriptions_store_created_idx').on(table.storeId, table.createdAt.desc()),
    index('subscriptions_store_active_idx')
      .on(table.storeId, table.startsAt)
      .where(sql`${table.status} = 'active'`),
  ],
);
