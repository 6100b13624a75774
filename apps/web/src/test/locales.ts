import { expect } from 'vitest';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}
const textAt = (root: unknown, key: string) =>
  key.split('.').reduce((node, part) => (node as Record<string, unknown>)[part], root) as string;
const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();

/** A translation has every English key and no other, no blank text, and the same {{placeholders}} in each text. */
export function expectSameShapeAsEnglish(locale: unknown, english: unknown): void {
  const englishKeys = keys(english).sort();
  expect(keys(locale).sort()).toEqual(englishKeys);
  for (const key of englishKeys) {
    expect(textAt(locale, key).trim().length, key).toBeGreaterThan(0);
    expect(placeholders(textAt(locale, key)), key).toEqual(placeholders(textAt(english, key)));
  }
}
