import type en from './locales/en';

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

/** Every locale must have exactly the English keys (checked by tsc and by a unit test). */
export type Translation = DeepStrings<typeof en>;
