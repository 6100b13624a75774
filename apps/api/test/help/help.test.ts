import { faqPageSchema, faqServicesSchema, helpEndpoints as E, POLICY_KINDS, servicePoliciesSchema } from '@dhub/contract';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { faqs, faqTranslations } from '../../src/db/help-schema.js';
import { services } from '../../src/db/schema.js';
import { call, UNKNOWN_ID } from '../helpers/catalogue.js';
import { api } from '../helpers/http.js';
import { useTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
let grocery: { id: string; name: string };
let plumbing: { id: string; name: string };
/** A general FAQ written in English only (no translation yet). */
let englishOnly: string;
useTestApp(async (app) => {
  ctx = app;
  const all = await ctx.db
    .select({ id: services.id, name: services.name, kind: services.kind })
    .from(services)
    .orderBy(asc(services.sortOrder));
  grocery = all.find((service) => service.kind === 'grocery')!;
  plumbing = all.find((service) => service.name === 'Plumbing')!;
  const [faq] = await ctx.db.insert(faqs).values({ serviceId: null, sortOrder: 99 }).returning({ id: faqs.id });
  englishOnly = faq!.id;
  await ctx.db.insert(faqTranslations).values({
    faqId: englishOnly,
    language: 'en',
    question: 'Is there a vendor app for phones?',
    answer: 'Not yet: the portal works in a phone browser. <img src=x onerror="alert(1)">',
  });
});

const get = (path: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: api(path), headers });
const faqPage = async (query = '', headers: Record<string, string> = {}) =>
  faqPageSchema.parse((await get(`${E.faqs.path}${query}`, headers)).json());
const policiesOf = async (query: string, headers: Record<string, string> = {}) =>
  servicePoliciesSchema.parse((await get(`${E.policies.path}${query}`, headers)).json());

describe('FAQs', () => {
  it('are seeded for every service and in general, in the four languages; general ones first', async () => {
    const page = await faqPage('?limit=100');
    expect(page.language).toBe('en');
    expect(page.items[0]).toMatchObject({
      serviceId: null,
      serviceName: null,
      question: 'How does my store get approved?',
      language: 'en',
    });
    const counts = faqServicesSchema.parse((await get(E.faqServices.path)).json());
    expect(counts.groups[0]).toMatchObject({ serviceId: null });
    expect(counts.groups.map((group) => group.serviceName).slice(1)).toEqual([
      'Grocery',
      'Food',
      'Shopping',
      'Medicine',
      'Salon & Spa',
      'Home Cleaning',
      'Plumbing',
      'Electrician',
      'Appliance Repair',
    ]);
    expect(counts.total).toBe(counts.groups.reduce((sum, group) => sum + group.count, 0));
    expect(page.total).toBe(counts.total);
    for (const language of ['fr', 'ar', 'zh'] as const) {
      const translated = await faqPage(`?lang=${language}&serviceId=${grocery.id}`);
      expect(translated.items.length).toBeGreaterThan(2);
      expect(translated.items.every((faq) => faq.language === language && faq.serviceName === 'Grocery')).toBe(true);
    }
  });

  it('answer in the language asked for, by lang or by Accept-Language, each text in English when it has no translation', async () => {
    const french = await faqPage('?serviceId=general&lang=fr');
    expect(french.language).toBe('fr');
    expect(french.items[0]).toMatchObject({ question: 'Comment ma boutique est-elle approuvée ?', language: 'fr' });
    expect(french.items.find((faq) => faq._id === englishOnly)).toMatchObject({
      question: 'Is there a vendor app for phones?',
      language: 'en',
    });

    const arabic = await faqPage('?serviceId=general', { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' });
    expect(arabic.language).toBe('ar');
    expect(arabic.items[0]!.question).toBe('كيف تتم الموافقة على متجري؟');
    expect((await faqPage('?serviceId=general', { 'accept-language': 'zh-CN' })).items[0]!.language).toBe('zh');
    expect((await faqPage('?serviceId=general', { 'accept-language': 'de-DE,de;q=0.9' })).language).toBe('en');
    expect((await faqPage('?serviceId=general&lang=en', { 'accept-language': 'fr' })).language).toBe('en');
    const answer = await get(`${E.faqs.path}?lang=fr`, { 'accept-language': 'fr' });
    expect(answer.headers.vary).toMatch(/accept-language/i);
    expect((await get(`${E.faqs.path}?lang=de`)).statusCode).toBe(400);
  });

  it('search the question and the answer as answered, any case, wildcards taken literally', async () => {
    const commission = await faqPage('?q=COMMISSION');
    expect(commission.items.map((faq) => faq.question)).toContain('What commission does the marketplace take?');
    expect(commission.items.every((faq) => `${faq.question} ${faq.answer}`.toLowerCase().includes('commission'))).toBe(true);
    // "retirer" is only in the French text.
    expect((await faqPage('?q=retirer&lang=fr')).items.map((faq) => faq.question)).toEqual([
      "Quand puis-je retirer l'argent d'une vente ?",
    ]);
    expect((await faqPage('?q=retirer')).total).toBe(0);
    const percent = await faqPage('?q=%25&limit=100');
    expect(percent.total).toBeGreaterThan(0);
    expect(percent.total).toBeLessThan((await faqPage()).total);
    expect(percent.items.every((faq) => `${faq.question} ${faq.answer}`.includes('%'))).toBe(true);
    expect((await faqPage('?q=a_b')).total).toBe(0);
    const counts = faqServicesSchema.parse((await get(`${E.faqServices.path}?q=prescription`)).json());
    expect(counts.groups.map((group) => group.serviceName)).toEqual(['Medicine']);
  });

  it('page by service, with a bounded limit', async () => {
    const first = await faqPage(`?serviceId=${plumbing.id}&limit=2`);
    const second = await faqPage(`?serviceId=${plumbing.id}&limit=2&page=2`);
    expect(first.items).toHaveLength(2);
    expect(first.total).toBe(4);
    expect(new Set([...first.items, ...second.items].map((faq) => faq._id)).size).toBe(4);
    expect(first.items.every((faq) => faq.serviceId === plumbing.id)).toBe(true);
    expect((await faqPage(`?serviceId=${UNKNOWN_ID}`)).total).toBe(0);
    expect((await get(`${E.faqs.path}?limit=500`)).statusCode).toBe(400);
    expect((await get(`${E.faqs.path}?serviceId=nope`)).statusCode).toBe(400);
  });

  it('hides an FAQ switched off', async () => {
    await ctx.db.update(faqs).set({ active: false }).where(eq(faqs.id, englishOnly));
    expect((await faqPage('?serviceId=general&limit=100')).items.map((faq) => faq._id)).not.toContain(englishOnly);
    await ctx.db.update(faqs).set({ active: true }).where(eq(faqs.id, englishOnly));
  });
});

describe('policies', () => {
  it('a store of products has terms, privacy, refund, cancellation and delivery policies, in that order', async () => {
    const answer = await policiesOf(`?serviceId=${grocery.id}`);
    expect(answer.service).toEqual({ _id: grocery.id, name: 'Grocery' });
    expect(answer.items.map((policy) => policy.kind)).toEqual([...POLICY_KINDS]);
    expect(answer.items.every((policy) => policy.language === 'en' && policy.body.length > 100)).toBe(true);
    expect(answer.items.find((policy) => policy.kind === 'refund')!.body).toMatch(/24 hours/);
  });

  it('a service of visits ships nothing; its texts come in the language asked for', async () => {
    const answer = await policiesOf(`?serviceId=${plumbing.id}&lang=zh`);
    expect(answer.items.map((policy) => policy.kind)).toEqual(['terms', 'privacy', 'refund', 'cancellation']);
    expect(answer.items[0]).toMatchObject({ title: '商家服务条款', language: 'zh' });
    expect((await policiesOf(`?serviceId=${plumbing.id}`, { 'accept-language': 'fr-FR' })).items[2]!.title).toBe(
      'Politique de remboursement',
    );
  });

  it('an unknown service has none; a missing one is a bad request', async () => {
    expect(await policiesOf(`?serviceId=${UNKNOWN_ID}`)).toEqual({ language: 'en', service: null, items: [] });
    expect((await call(ctx, 'GET', E.policies.path)).statusCode).toBe(400);
  });
});
