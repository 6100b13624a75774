import { liveEndpoints } from '@dhub/contract';
import { followEvents, type StreamEvent } from '../api/eventStream';

type Listener = (event: StreamEvent) => void;

const listeners = new Set<Listener>();
let stop: (() => void) | null = null;

function dispatch(event: StreamEvent): void {
  for (const listener of listeners) listener(event);
}

/**
 * Listens to the signed-in account's live channel (vendor/live/events): one connection for the
 * whole app, opened with the first listener and closed with the last; it reconnects by itself and
 * says `ready` each time it is listening again (read what is shown again). The answer unsubscribes.
 */
export function subscribeLive(listener: Listener): () => void {
  listeners.add(listener);
  stop ??= followEvents(liveEndpoints.events, {}, dispatch);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && stop) {
      stop();
      stop = null;
    }
  };
}
