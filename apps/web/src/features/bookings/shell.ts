import { lazy } from 'react';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import type { FeatureShell } from '../../navigation/types';
import { BOOKING_PATHS } from './paths';

// Its own chunk: the shell loads it after its first render.
const PendingBookingsBadge = lazy(() => import('./live/PendingBookingsBadge'));

/** The bookings entry, for a vendor with a store that takes bookings. */
export const bookingsShell: FeatureShell = {
  menu: (stores) =>
    stores.some((store) => store.service?.kind === 'booking')
      ? [
          {
            key: 'bookings',
            entries: [
              {
                kind: 'item',
                key: 'bookings',
                label: 'nav.bookings',
                to: BOOKING_PATHS.list,
                icon: EventAvailableOutlined,
                Badge: PendingBookingsBadge,
              },
            ],
          },
        ]
      : [],
};
