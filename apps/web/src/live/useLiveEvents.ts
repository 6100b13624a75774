import { useEffect, useRef } from 'react';
import type { StreamEvent } from '../api/eventStream';
import { subscribeLive } from './liveEvents';

/** Calls `onEvent` with each event of the live channel while the component is shown (the latest `onEvent`). */
export function useLiveEvents(onEvent: (event: StreamEvent) => void): void {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => subscribeLive((event) => latest.current(event)), []);
}
