import { createContext, useContext, type ReactNode } from 'react';
import en from '../i18n/ui/en';

/** The words the shared list and dialog components show, in the page's language. */
export interface UiTexts {
  cancel: string;
  retry: string;
  /** The first option of a filter (no filter). */
  all: string;
  /** Before the error's own text when a page's data cannot load. */
  loadError: string;
  /** A detail page opened without its `?id=`. */
  missingId: string;
  /** A detail page whose record answers 404. */
  notFound: string;
  rowsPerPage: string;
  /** The button that shows a list's filters on a phone. */
  filters: string;
  /** "1–20 of 45"; `capped`: the server stopped counting at `count` ("of 1000+"). */
  displayedRows: (range: { from: number; to: number; count: number; capped: boolean }) => string;
  /** The accessible name of a pager button. */
  pageButton: (type: 'previous' | 'next') => string;
}

const fill = (text: string, values: Record<string, number>) => text.replace(/{{(\w+)}}/g, (_match, key: string) => String(values[key]));
const PAGE_BUTTONS = { previous: en.pagePrevious, next: en.pageNext } as const;

/** English (the shared words' one English text, not their namespace), for a page that provides no texts of its own. */
export const ENGLISH_UI_TEXTS: UiTexts = {
  cancel: en.cancel,
  retry: en.retry,
  all: en.all,
  loadError: en.loadError,
  missingId: en.missingId,
  notFound: en.notFound,
  rowsPerPage: en.rowsPerPage,
  filters: en.filters,
  displayedRows: ({ capped, ...range }) => fill(capped ? en.ofTotalCapped : en.ofTotal, range),
  pageButton: (type) => PAGE_BUTTONS[type],
};

const UiTextsContext = createContext<UiTexts>(ENGLISH_UI_TEXTS);

/** A feature gives the shared components its translated words (they load with the feature's strings). */
export function UiTextsProvider({ texts, children }: { texts: UiTexts; children: ReactNode }) {
  return <UiTextsContext.Provider value={texts}>{children}</UiTextsContext.Provider>;
}

export function useUiTexts(): UiTexts {
  return useContext(UiTextsContext);
}
