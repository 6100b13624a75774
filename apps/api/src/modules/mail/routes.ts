import { mailOperatorEndpoints } from '@dhub/contract';
import { featureRoutes } from '../../http/route.js';
import { listOutbox } from './outbox-list.js';

export const mailRoutes = featureRoutes((route, { db }) => {
  route(mailOperatorEndpoints.outbox, ({ query }) => listOutbox(db, query));
});
