import { ROUTES } from '@dhub/contract';
import { lazyPage } from '../../navigation/lazyPage';
import type { FeatureRoute } from '../../navigation/types';

/** The spec's /create-schedule. */
export const scheduleRoutes: FeatureRoute[] = [{ path: ROUTES.schedule, page: lazyPage(() => import('./SchedulePage')) }];
