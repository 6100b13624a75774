import type { Language } from '@dhub/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A text in the language asked for, else in English (every text has its English). */
export const translated = (local: PgColumn, english: PgColumn): SQL<string> => sql<string>`coalesce(${local}, ${english})`;

/** The language a text is answered in: the one asked for when it has a translation, else English. */
export const languageOfText = (localKey: PgColumn, language: Language): SQL<Language> =>
  sql<Language>`case when ${localKey} is null then 'en' else ${language} end`;
