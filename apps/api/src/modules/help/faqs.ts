import type { Faq, FaqPage, FaqServices, Language } from '@dhub/contract';
import { GENERAL_FAQS } from '@dhub/contract';
import { and, asc, count, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { faqs, faqTranslations } from '../../db/help-schema.js';
import { offsetOf, pageOf } from '../../db/paging.js';
import { services } from '../../db/schema.js';
import { likePattern, lowerLike } from '../../db/text-search.js';
import { languageOfText, translated } from './texts.js';

const english = alias(faqTranslations, 'faq_english');
const local = alias(faqTranslations, 'faq_local');

const question = translated(local.question, english.question);
const answer = translated(local.answer, english.answer);

/** Joins each FAQ with its English, its text in `language` when there is one, and its service. */
const englishOf = and(eq(english.faqId, faqs.id), eq(english.language, 'en'));
const localOf = (language: Language) => and(eq(local.faqId, faqs.id), eq(local.language, language));
const serviceOf = eq(services.id, faqs.serviceId);

/** What a reader can see, matching `q` in the question or the answer as answered. */
function visible(q: string | undefined): SQL {
  const pattern = q?.trim() ? likePattern(q) : undefined;
  return and(
    eq(faqs.active, true),
    or(isNull(faqs.serviceId), eq(services.active, true)),
    pattern ? or(lowerLike(question, pattern), lowerLike(answer, pattern)) : undefined,
  )!;
}

/** General FAQs first, then the services' in their display order. */
const displayOrder = [sql`${services.sortOrder} asc nulls first`, asc(faqs.sortOrder), asc(faqs.id)];

export async function listFaqs(
  db: Database,
  language: Language,
  query: { page: number; limit: number; serviceId?: string; q?: string },
): Promise<FaqPage> {
  const where = and(
    visible(query.q),
    query.serviceId === GENERAL_FAQS ? isNull(faqs.serviceId) : query.serviceId ? eq(faqs.serviceId, query.serviceId) : undefined,
  );
  const columns = {
    id: faqs.id,
    serviceId: faqs.serviceId,
    serviceName: services.name,
    question,
    answer,
    language: languageOfText(local.faqId, language),
  };
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(faqs)
      .innerJoin(english, englishOf)
      .leftJoin(local, localOf(language))
      .leftJoin(services, serviceOf)
      .where(where)
      .orderBy(...displayOrder)
      .limit(query.limit)
      .offset(offsetOf(query)),
    db
      .select({ n: count() })
      .from(faqs)
      .innerJoin(english, englishOf)
      .leftJoin(local, localOf(language))
      .leftJoin(services, serviceOf)
      .where(where),
  ]);
  const items: Faq[] = rows.map(({ id, ...row }) => ({ _id: id, ...row }));
  return { ...pageOf(query, items, total?.n ?? 0), language };
}

/** How many FAQs match `q`, per service (general first, then the services' display order). */
export async function faqCounts(db: Database, language: Language, q: string | undefined): Promise<FaqServices> {
  const rows = await db
    .select({ serviceId: faqs.serviceId, serviceName: services.name, count: count() })
    .from(faqs)
    .innerJoin(english, englishOf)
    .leftJoin(local, localOf(language))
    .leftJoin(services, serviceOf)
    .where(visible(q))
    .groupBy(faqs.serviceId, services.name, services.sortOrder)
    .orderBy(sql`${services.sortOrder} asc nulls first`);
  return { language, total: rows.reduce((sum, row) => sum + row.count, 0), groups: rows };
}
