import { liveEndpoints } from '@dhub/contract';
import { featureRoutes } from '../../http/route.js';
import { streamLive } from '../../live/stream.js';

/** The one live stream of a signed-in vendor, and of the operator. */
export const liveRoutes = featureRoutes((route, { liveFeed }) => {
  route(liveEndpoints.events, async ({ actor, request, reply }) => streamLive(liveFeed, actor, request, reply));
  route(liveEndpoints.operatorEvents, async ({ actor, request, reply }) => streamLive(liveFeed, actor, request, reply));
});
