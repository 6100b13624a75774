import type { Listen } from '../../db/listen.js';
import { NotifiedCache } from '../../db/notified-cache.js';

/** The channel the database's triggers notify with a vendor's id ('*': every vendor's) when its profile's data changes (migration 0053). */
const PROFILE_CHANGED_CHANNEL = 'profile_changed';

/** A vendor's profile answer as sent, and until when it holds (its parts that turn with the clock). */
export interface KeptProfile {
  text: string;
  validUntil: number;
}

/**
 * The vendor profile (read on every page load) kept per vendor on this instance while it hears the
 * database's notifications of the profile's data (the account, its stores, their KYC numbers and
 * files, the names they show): every instance drops a vendor's entry when its data changes.
 */
export class ProfileCache extends NotifiedCache<KeptProfile> {
  static async start(listen: Listen | undefined): Promise<{ cache: ProfileCache; stop: () => Promise<void> }> {
    const cache = new ProfileCache();
    return { cache, stop: await cache.listenTo(listen, PROFILE_CHANGED_CHANNEL) };
  }
}
