import type { Language, ServicePolicies } from '@dhub/contract';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { policies, policyTranslations } from '../../db/help-schema.js';
import { iso } from '../../db/paging.js';
import { services } from '../../db/schema.js';
import { languageOfText, translated } from './texts.js';

const english = alias(policyTranslations, 'policy_english');
const local = alias(policyTranslations, 'policy_local');

/** A service's policies in the order of POLICY_KINDS (the enum's), in `language` where translated; an unknown service has none. */
export async function servicePolicies(db: Database, language: Language, serviceId: string): Promise<ServicePolicies> {
  const [service] = await db.select({ _id: services.id, name: services.name }).from(services).where(eq(services.id, serviceId));
  if (!service) return { language, service: null, items: [] };
  const rows = await db
    .select({
      id: policies.id,
      kind: policies.kind,
      title: translated(local.title, english.title),
      body: translated(local.body, english.body),
      language: languageOfText(local.policyId, language),
      updatedAt: policies.updatedAt,
    })
    .from(policies)
    .innerJoin(english, and(eq(english.policyId, policies.id), eq(english.language, 'en')))
    .leftJoin(local, and(eq(local.policyId, policies.id), eq(local.language, language)))
    .where(eq(policies.serviceId, serviceId))
    .orderBy(asc(policies.kind));
  return { language, service, items: rows.map(({ id, updatedAt, ...row }) => ({ _id: id, ...row, updatedAt: iso(updatedAt) })) };
}
