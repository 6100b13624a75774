import type { Listen } from './listen.js';

const MAX_ENTRIES = 10_000;

/**
 * Reads kept between requests on this instance while it hears the database's change notifications
 * of them (a key, or '*' for every key), so every instance drops an entry as soon as its data
 * changes. Without the notifications (not connected yet, connection lost) nothing is kept: every
 * request reads the database. An entry may also say until when it is valid (data that turns with
 * the clock), in milliseconds since the epoch.
 */
export class NotifiedCache<T> {
  private readonly entries = new Map<string, { value: T; validUntil: number }>();
  /** Bumped by every change: a read that started before one is not kept (it may predate it). */
  private generation = 0;
  private listening = false;

  /**
   * The key's value: kept and still valid, or read by `fetch` and kept while listening, unless a
   * change arrived during the read (the value may predate it).
   */
  async read(key: string, fetch: () => Promise<T | undefined>, validUntil: (value: T) => number = () => Infinity): Promise<T | undefined> {
    const kept = this.listening ? this.entries.get(key) : undefined;
    if (kept && Date.now() < kept.validUntil) return kept.value;
    const startedAt = this.generation;
    const value = await fetch();
    if (value !== undefined && this.listening && startedAt === this.generation) {
      this.entries.delete(key);
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { value, validUntil: validUntil(value) });
    }
    return value;
  }

  changed(key: string): void {
    this.generation++;
    if (key === '*') this.entries.clear();
    else this.entries.delete(key);
  }

  /** Notifications may have been missed: forget everything; keep entries again only while `listening`. */
  reset(listening: boolean): void {
    const startsListening = listening && !this.listening;
    this.listening = listening;
    // Starting to listen (again after a loss, or the first time): changes may have gone unheard
    // meanwhile, so any key's may have. Otherwise only what is kept is dropped.
    if (startsListening) this.changed('*');
    else {
      this.generation++;
      this.entries.clear();
    }
  }

  /** Listens to `channel` for this cache (none given: never keeps anything); the answer stops. */
  async listenTo(listen: Listen | undefined, channel: string): Promise<() => Promise<void>> {
    if (!listen) return async () => {};
    return listen(channel, { message: (payload) => this.changed(payload), reset: (connected) => this.reset(connected) });
  }
}
