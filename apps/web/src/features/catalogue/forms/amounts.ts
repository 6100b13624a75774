import type { MinorAmountInput } from '../../../hooks/useMoney';

/**
 * A typed amount (rupees, in the page's language) as the body's paise: blank → undefined (the schema
 * then requires it or leaves it out), not an amount → NaN (refused with the price rule's text), more
 * than two decimals → a fraction of a paisa (refused with the whole-paise text).
 */
export function minorOfText(text: string, amount: MinorAmountInput): number | undefined {
  return text.trim() === '' ? undefined : amount.toMinor(text);
}

/** An amount in paise as the amount input's text (two decimals); none → blank. */
export function textOfMinor(minor: number | null | undefined, amount: MinorAmountInput): string {
  return minor === null || minor === undefined ? '' : amount.minorToText(minor);
}
