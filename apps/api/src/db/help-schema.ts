import { LANGUAGES, POLICY_KINDS } from '@dhub/contract';
import { boolean, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { services } from './schema.js';

export const helpLanguage = pgEnum('help_language', LANGUAGES);
export const policyKind = pgEnum('policy_kind', POLICY_KINDS);

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A question of the help pages: of a service, or general (no service). Its texts are its translations; English is always there. */
export const faqs = pgTable(
  'faqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('faqs_service_order_idx').on(table.serviceId, table.sortOrder)],
);

/** A FAQ's question and answer (Markdown) in one language. */
export const faqTranslations = pgTable(
  'faq_translations',
  {
    faqId: uuid('faq_id')
      .notNull()
      .references(() => faqs.id, { onDelete: 'cascade' }),
    language: helpLanguage('language').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
  },
  (table) => [primaryKey({ columns: [table.faqId, table.language] })],
);

/** A service's policy of one kind. */
export const policies = pgTable(
  'policies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    kind: policyKind('kind').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('policies_service_kind_key').on(table.serviceId, table.kind)],
);

/** A policy's title and body (Markdown) in one language. */
export const policyTranslations = pgTable(
  'policy_translations',
  {
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    language: helpLanguage('language').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
  },
  (table) => [primaryKey({ columns: [table.policyId, table.language] })],
);
