import { describe, expect, it } from 'vitest';
import { ROUTES, type StoreSummary } from '@dhub/contract';
import { GROCERY_STORE } from '../../test/fixtures';
import { scheduleShell } from './shell';

const BOOKING_STORE: StoreSummary = { ...GROCERY_STORE, _id: 'b1', service: { _id: 'b', name: 'Home cleaning', kind: 'booking' } };

describe('schedule menu', () => {
  it('is shown to a vendor with a store that takes bookings, and only then', () => {
    expect(scheduleShell.menu([GROCERY_STORE])).toEqual([]);
    const [section] = scheduleShell.menu([GROCERY_STORE, BOOKING_STORE]);
    expect(section?.entries).toMatchObject([{ kind: 'item', key: 'schedule', label: 'nav.schedule', to: ROUTES.schedule }]);
  });
});
