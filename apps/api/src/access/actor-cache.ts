import type { UserRole } from '@dhub/contract';
import type { Listen } from '../db/listen.js';
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
const MAX_ENTRIES = 10_000;

/**
 * The access check's reads, kept between requests while this instance hears the database's
 * change notifications, so every instance drops a user's entry as soon as its account or stores
 * change (suspended, password changed, a store approved or added). Without the notifications
 * (not connected yet, connection lost) nothing is kept: every request reads the database.
 */
export class ActorCache {
  private readonly entries = new Map<string, ActorRow>();
  private readonly listeners = new Set<(userId: string) => void>();
  /** Bumped by every change: a read that started before one is not kept (it may predate it). */
  private generation = 0;
  private listening = false;

  /**
   * The user's row: kept, or read by `fetch` and kept while listening, unless a change arrived
   * during the read (the row may predate it).
   */
  async read(userId: string, fetch: () => Promise<ActorRow | undefined>): Promise<ActorRow | undefined> {
    const kept = this.listening ? this.entries.get(userId) : undefined;
    if (kept) return kept;
    const startedAt = this.generation;
    const row = await fetch();
    if (row && this.listening && startedAt === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(userId, row);
    }
    return row;
  }

  changed(userId: string): void {
    this.generation++;
    if (userId === '*') this.entries.clear();
    else this.entries.delete(userId);
    for (const listener of this.listeners) listener(userId);
  }

  /** Hears each change of an account's access (its id, or '*' for everyone); the answer stops. */
  onChange(listener: (userId: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Notifications may have been missed: forget everything; keep entries again only while `listening`. */
  reset(listening: boolean): void {
    const startsListening = listening && !this.listening;
    this.listening = listening;
    // Starting to listen (again after a loss, or the first time): changes may have gone unheard
    // meanwhile, so any account's may have. Otherwise only what is kept is dropped.
    if (startsListening) this.changed('*');
    else {
      this.generation++;
      this.entries.clear();
    }
  }

  /** Starts listening (none given: never keeps anything); the answer stops. */
  static async start(listen: Listen | undefined): Promise<{ cache: ActorCache; stop: () => Promise<void> }> {
    const cache = new ActorCache();
    if (!listen) return { cache, stop: async () => {} };
    const stop = await listen(ACTOR_CHANGED_CHANNEL, {
      message: (payload) => cache.changed(payload),
      reset: (connected) => cache.reset(connected),
    });
    return { cache, stop };
  }
}
