import { randomUUID } from 'node:crypto';
import { LANGUAGES } from '@dhub/contract';
import { asc, count } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { faqs, faqTranslations, policies, policyTranslations } from '../../db/help-schema.js';
import { services } from '../../db/schema.js';
import { COMMON_POLICIES } from './common-policies.js';
import { GENERAL_FAQS } from './general-faqs.js';
import { SERVICE_FAQS } from './service-faqs.js';
import { SERVICE_POLICIES } from './service-policies.js';
import type { FaqSeed, PolicySeed } from './types.js';

/** The rows of the FAQs and policies to insert (ids made here, so that four inserts write them all). */
function rowsOf(all: readonly { id: string; kind: keyof typeof SERVICE_FAQS }[]) {
  const rows = {
    faqs: [] as (typeof faqs.$inferInsert)[],
    faqTexts: [] as (typeof faqTranslations.$inferInsert)[],
    policies: [] as (typeof policies.$inferInsert)[],
    policyTexts: [] as (typeof policyTranslations.$inferInsert)[],
  };
  const addFaqs = (serviceId: string | null, seeds: readonly FaqSeed[]) =>
    seeds.forEach((seed, position) => {
      const id = randomUUID();
      rows.faqs.push({ id, serviceId, sortOrder: position + 1 });
      for (const language of LANGUAGES) {
        rows.faqTexts.push({ faqId: id, language, question: seed[language].question, answer: seed[language].answer.trim() });
      }
    });
  const addPolicies = (serviceId: string, seeds: readonly PolicySeed[]) =>
    seeds.forEach((seed) => {
      const id = randomUUID();
      rows.policies.push({ id, serviceId, kind: seed.kind });
      for (const language of LANGUAGES) {
        rows.policyTexts.push({ policyId: id, language, title: seed.texts[language].title, body: seed.texts[language].body.trim() });
      }
    });
  addFaqs(null, GENERAL_FAQS);
  for (const service of all) {
    addFaqs(service.id, SERVICE_FAQS[service.kind]);
    addPolicies(service.id, [...COMMON_POLICIES, ...SERVICE_POLICIES[service.kind]]);
  }
  return rows;
}

/**
 * The help pages' content, in English, French, Arabic and Chinese: the general FAQs, and each
 * service's FAQs and policies (by its kind). Skipped when FAQs exist (data folders from before
 * get it on their next start). Returns true when it seeded.
 */
export async function seedHelp(db: Database): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(faqs);
  if ((existing?.n ?? 0) > 0) return false;
  const all = await db.select({ id: services.id, kind: services.kind }).from(services).orderBy(asc(services.sortOrder));
  if (all.length === 0) return false;
  const rows = rowsOf(all);
  await db.transaction(async (tx) => {
    await tx.insert(faqs).values(rows.faqs);
    await tx.insert(faqTranslations).values(rows.faqTexts);
    await tx.insert(policies).values(rows.policies);
    await tx.insert(policyTranslations).values(rows.policyTexts);
  });
  return true;
}
