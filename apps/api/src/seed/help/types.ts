import type { Language, PolicyKind, Service } from '@dhub/contract';

/** A text in English and its translations. */
export type Localised<T> = Record<Language, T>;

export type FaqSeed = Localised<{ question: string; answer: string }>;
export interface PolicySeed {
  kind: PolicyKind;
  texts: Localised<{ title: string; body: string }>;
}
export type ServiceKind = Service['kind'];
