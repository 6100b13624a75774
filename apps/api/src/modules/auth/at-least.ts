import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Runs `work` and answers (or fails) no sooner than `ms` after it started, so that how long an
 * answer takes does not tell which way the work went (e.g. whether an account uses an address).
 */
export async function atLeast<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const [outcome] = await Promise.allSettled([work(), sleep(ms)]);
  if (outcome.status === 'rejected') throw outcome.reason;
  return outcome.value;
}
