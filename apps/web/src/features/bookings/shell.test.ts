import { describe, expect, it } from 'vitest';
import { ROUTES } from '@dhub/contract';
import { GROCERY_STORE } from '../../test/fixtures';
import { bookingsShell } from './shell';
import { SALON_STORE } from './test-fixtures';

describe('bookings menu', () => {
  it('is shown to a vendor with a store that takes bookings, and only then', () => {
    expect(bookingsShell.menu([GROCERY_STORE])).toEqual([]);
    const [section] = bookingsShell.menu([GROCERY_STORE, SALON_STORE]);
    expect(section?.entries).toMatchObject([{ kind: 'item', key: 'bookings', label: 'nav.bookings', to: ROUTES.bookings }]);
  });
});
