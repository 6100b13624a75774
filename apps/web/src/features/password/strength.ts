import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

// Split point: zxcvbn and its lists (the common passwords, keyboard layouts) load in their own
// chunk, once a password is typed (usePasswordScore imports this file). The languages' word
// lists are left out: 3× the size for a portal used in four languages.
const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** zxcvbn's score, 0 (guessed at once) to 4 (very hard to guess), with the account's own words counted as known. */
export function scorePassword(password: string, userInputs: readonly string[]): number {
  return zxcvbn.check(password, [...userInputs]).score;
}
