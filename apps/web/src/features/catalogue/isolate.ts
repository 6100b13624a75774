/** Isolates user text (product names, reasons) inside a translated sentence on right-to-left pages. */
export function isolate(text: string): string {
  return typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? `\u2068${text}\u2069` : text;
}
