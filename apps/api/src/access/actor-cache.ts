import type { UserRole } from '@dhub/contract';
import type { Listen } from '../db/listen.js';
import { NotifiedCache } from '../db/notified-cache.js';
import type { ActorStore } from './actor.js';

/** What the access check reads of a user: its role and state, with its stores. */
export interface ActorRow {
  role: UserRole;
  suspended: boolean;
  /** When the password last changed, in milliseconds since the epoch (access/password-stamp.ts), or null. */
  passwordChangedAt: number | null;
  stores: ActorStore[];
}

/** The channel the database's triggers notify with a user's id ('*': everyone) when its actor row changes (migration 0013). */
const ACTOR_CHANGED_CHANNEL = 'actor_changed';

/**
 * The access check's reads, kept between requests while this instance hears the database's
 * change notifications, so every instance drops a user's entry as soon as its account or stores
 * change (suspended, password changed, a store approved or added); its listeners hear each change.
 */
export class ActorCache extends NotifiedCache<ActorRow> {
  private readonly listeners = new Set<(userId: string) => void>();

  override changed(userId: string): void {
    super.changed(userId);
    for (const listener of this.listeners) listener(userId);
  }

  /** Hears each change of an account's access (its id, or '*' for everyone); the answer stops. */
  onChange(listener: (userId: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts listening (none given: never keeps anything); the answer stops. */
  static async start(listen: Listen | undefined): Promise<{ cache: ActorCache; stop: () => Promise<void> }> {
    const cache = new ActorCache();
    return { cache, stop: await cache.listenTo(listen, ACTOR_CHANGED_CHANNEL) };
  }
}
