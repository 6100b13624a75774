import { liveEndpoints } from '@dhub/contract';
import { featureRoutes } from '../../http/route.js';
import { streamLive } from '../../live/stream.js';

/** The one live stream of a signed-in vendor, and of the operator. */
export const liveRoutes = featureRoutes((route, { liveFeed, openStreams }) => {
  const sources = { feed: liveFeed, streams: openStreams };
  route(liveEndpoints.events, async (args) => streamLive(sources, args));
  route(liveEndpoints.operatorEvents, async (args) => streamLive(sources, args));
});
