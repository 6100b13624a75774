import { useEffect, useRef, useState } from 'react';
import { SUPPORT_LIMITS, SUPPORT_LIVE_EVENTS, ticketLiveEventSchema, typingLiveEventSchema } from '@dhub/contract';
import { useLiveEvents } from '../../../live/useLiveEvents';
import { signalTyping } from '../api';

/**
 * Whether support is typing in the ticket's conversation: on for SUPPORT_LIMITS.typingShowMs after
 * each signal, off at once when its message arrives.
 */
export function useSupportTyping(ticketId: string): boolean {
  // The ticket support is typing in (another conversation's signal shows nothing here).
  const [typingIn, setTypingIn] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useLiveEvents((event) => {
    if (event.event === SUPPORT_LIVE_EVENTS.typing) {
      const signal = typingLiveEventSchema.safeParse(event.data);
      if (!signal.success || signal.data.ticketId !== ticketId || signal.data.by !== 'operator') return;
      setTypingIn(ticketId);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setTypingIn(null), SUPPORT_LIMITS.typingShowMs);
    }
    if (event.event === SUPPORT_LIVE_EVENTS.ticket) {
      const change = ticketLiveEventSchema.safeParse(event.data);
      if (change.success && change.data.ticketId === ticketId && change.data.change === 'message' && change.data.by === 'operator') {
        clearTimeout(timer.current);
        setTypingIn(null);
      }
    }
  });
  return typingIn === ticketId;
}

/** Tells support the vendor is typing: at most once every SUPPORT_LIMITS.typingEveryMs. */
export function useTypingSignal(ticketId: string): () => void {
  const last = useRef(0);
  return () => {
    const now = Date.now();
    if (now - last.current < SUPPORT_LIMITS.typingEveryMs) return;
    last.current = now;
    signalTyping(ticketId);
  };
}
