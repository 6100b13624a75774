/**
 * The event streams open on this instance, by account. An account's streams end when its access
 * changes (password changed or reset, suspended, a store approved or added: the actor cache hears
 * it from the database on every instance), so no stream outlives the session that opened it: the
 * client reconnects at once and is checked again.
 */
export class OpenStreams {
  private readonly byUser = new Map<string, Set<() => void>>();

  /** Keeps `end` until the stream closes (call the answer then). */
  add(userId: string, end: () => void): () => void {
    let ends = this.byUser.get(userId);
    if (!ends) this.byUser.set(userId, (ends = new Set()));
    ends.add(end);
    return () => {
      ends.delete(end);
      if (ends.size === 0 && this.byUser.get(userId) === ends) this.byUser.delete(userId);
    };
  }

  /** Ends the account's streams ('*': everyone's). */
  end(userId: string): void {
    const users = userId === '*' ? [...this.byUser.keys()] : [userId];
    for (const user of users) {
      const ends = this.byUser.get(user);
      this.byUser.delete(user);
      for (const end of ends ?? []) end();
    }
  }
}
