import { useQueryClient } from '@tanstack/react-query';
import { LIVE_READY_EVENT, SUPPORT_LIVE_EVENTS } from '@dhub/contract';
import { invalidateAll } from '../../../api/queries';
import { useLiveEvents } from '../../../live/useLiveEvents';
import { supportKey } from '../api';

/**
 * Always on in the signed-in layout: every support screen (lists, a ticket, its conversation, the
 * menu's count) reads again when a ticket changes on either side, and after a reconnection.
 */
export default function SupportLive() {
  const client = useQueryClient();
  useLiveEvents((event) => {
    if (event.event === LIVE_READY_EVENT || event.event === SUPPORT_LIVE_EVENTS.ticket) {
      void invalidateAll(client, [supportKey]);
    }
  });
  return null;
}
