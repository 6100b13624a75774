import type { Listen } from '../db/listen.js';
import { LIVE_CHANNEL, type LiveMessage } from './publish.js';

/** An open stream of one account on this instance. */
export interface LiveSubscriber {
  userId: string;
  role: string;
  send(event: string, data: unknown): void;
  /** Listening (again): events may have been missed while not. */
  ready(): void;
  /** The server is closing: end the stream (the client reconnects to another instance). */
  end(): void;
}

/** A listener of the whole channel on this instance. */
export interface LiveObserver {
  message(message: LiveMessage): void;
  /** Listening (again): what was written meanwhile was not heard. */
  ready(): void;
}

const isLiveMessage = (value: unknown): value is LiveMessage => {
  const message = value as Partial<LiveMessage> | null;
  return Boolean(message && typeof message.event === 'string' && message.to && typeof message.data === 'object');
};

/**
 * This instance's one LISTEN on the live channel, fanned out to its open streams by account (or
 * role). Every instance listens, so an event written through any of them reaches every screen.
 * Without notifications (none given, or the connection lost) streams get nothing until `ready`.
 */
export class LiveFeed {
  private readonly subscribers = new Set<LiveSubscriber>();
  private readonly observers = new Set<LiveObserver>();
  private listening = false;

  /** Hears every event of the channel, whoever it is for (e.g. to act once a write is committed). */
  observe(observer: LiveObserver): () => void {
    this.observers.add(observer);
    if (this.listening) observer.ready();
    return () => this.observers.delete(observer);
  }

  subscribe(subscriber: LiveSubscriber): () => void {
    this.subscribers.add(subscriber);
    if (this.listening) subscriber.ready();
    return () => this.subscribers.delete(subscriber);
  }

  /** Ends every open stream (before the server closes: it waits for open requests). */
  endAll(): void {
    for (const subscriber of this.subscribers) subscriber.end();
    this.subscribers.clear();
  }

  private message(payload: string): void {
    let message: unknown;
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    if (!isLiveMessage(message)) return;
    for (const observer of this.observers) observer.message(message);
    const { to } = message;
    for (const subscriber of this.subscribers) {
      const heard = 'userId' in to ? subscriber.userId === to.userId : subscriber.role === to.role;
      if (heard) subscriber.send(message.event, message.data);
    }
  }

  private reset(connected: boolean): void {
    this.listening = connected;
    if (!connected) return;
    for (const subscriber of this.subscribers) subscriber.ready();
    for (const observer of this.observers) observer.ready();
  }

  static async start(listen: Listen | undefined): Promise<{ feed: LiveFeed; stop: () => Promise<void> }> {
    const feed = new LiveFeed();
    const unlisten = listen
      ? await listen(LIVE_CHANNEL, { message: (payload) => feed.message(payload), reset: (connected) => feed.reset(connected) })
      : async () => {};
    return { feed, stop: unlisten };
  }
}
