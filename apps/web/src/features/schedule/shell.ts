import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import { ROUTES } from '@dhub/contract';
import type { FeatureShell } from '../../navigation/types';

/** The schedule entry, for a vendor with a store that takes bookings (the page itself explains when there is none). */
export const scheduleShell: FeatureShell = {
  menu: (stores) =>
    stores.some((store) => store.service.kind === 'booking')
      ? [
          {
            key: 'schedule',
            entries: [{ kind: 'item', key: 'schedule', label: 'nav.schedule', to: ROUTES.schedule, icon: CalendarMonthOutlined }],
          },
        ]
      : [],
};
