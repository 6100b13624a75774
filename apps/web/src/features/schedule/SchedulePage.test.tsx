import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCHEDULE_MESSAGES, scheduleEndpoints, storeEndpoints, type Availability, type Schedule, type StoreSummary } from '@dhub/contract';
import { GROCERY_STORE, profileHandler, signIn } from '../../test/fixtures';
import { apiError, endpointKey, mockApi, type MockAnswer } from '../../test/mockApi';
import { renderRoutes } from '../../test/render';
import { scheduleRoutes } from './routes';

const BOOKING_STORE: StoreSummary = {
  ...GROCERY_STORE,
  _id: '22222222-2222-4222-8222-222222222222',
  name: 'Sparkle Home',
  service: { _id: 'b', name: 'Home cleaning', kind: 'booking' },
};
const OTHER_BOOKING_STORE: StoreSummary = { ...BOOKING_STORE, _id: '33333333-3333-4333-8333-333333333333', name: 'Glow Salon' };

const schedule: Schedule = {
  storeId: BOOKING_STORE._id,
  storeName: BOOKING_STORE.name,
  serviceName: 'Home cleaning',
  timeZone: 'Asia/Kolkata',
  price: 49900,
  leadMinutes: 60,
  horizonDays: 30,
  slots: [
    { _id: 's1', weekday: 'monday', start: '09:00', durationMinutes: 60, capacity: 2 },
    { _id: 's2', weekday: 'monday', start: '11:00', durationMinutes: 90, capacity: 1 },
    { _id: 's3', weekday: 'wednesday', start: '10:00', durationMinutes: 60, capacity: 3 },
  ],
  closures: [{ _id: 'c1', date: '2026-12-25', reason: 'Christmas' }],
};

const availability: Availability = {
  timeZone: 'Asia/Kolkata',
  days: [
    {
      date: '2026-12-23',
      weekday: 'wednesday',
      closedReason: null,
      slots: [
        {
          slotId: 's3',
          start: '10:00',
          durationMinutes: 60,
          startsAt: '2026-12-23T04:30:00.000Z',
          capacity: 3,
          booked: 3,
          bookable: false,
          free: false,
        },
      ],
    },
    { date: '2026-12-25', weekday: 'friday', closedReason: 'Christmas', slots: [] },
  ],
};

const routePath = '/create-schedule';

function setup({
  stores = [GROCERY_STORE, BOOKING_STORE],
  addClosure,
}: { stores?: StoreSummary[]; addClosure?: (body: Record<string, unknown>) => MockAnswer | undefined } = {}) {
  signIn();
  const params = { storeId: BOOKING_STORE._id };
  return mockApi({
    [endpointKey(storeEndpoints.vendorProfile)]: profileHandler(stores),
    [endpointKey(scheduleEndpoints.get, params)]: () => ({ body: schedule }),
    [endpointKey(scheduleEndpoints.get, { storeId: OTHER_BOOKING_STORE._id })]: () => ({
      body: { ...schedule, storeId: OTHER_BOOKING_STORE._id, storeName: OTHER_BOOKING_STORE.name, serviceName: 'Salon' },
    }),
    [endpointKey(scheduleEndpoints.save, params)]: (call) => ({
      body: { message: SCHEDULE_MESSAGES.scheduleSaved, schedule: { ...schedule, ...(call.body as object) } },
    }),
    [endpointKey(scheduleEndpoints.addClosure, params)]: (call) =>
      addClosure?.(call.body as Record<string, unknown>) ?? {
        status: 201,
        body: { message: SCHEDULE_MESSAGES.closureAdded, schedule },
      },
    [endpointKey(scheduleEndpoints.availability, params)]: () => ({ body: availability }),
  });
}

const mondaySection = () => screen.findByRole('region', { name: 'Monday' });
const startInputs = (section: HTMLElement) => within(section).getAllByLabelText(/^Start/) as HTMLInputElement[];

describe('schedule', () => {
  it("loads the booking store's schedule: terms, each weekday's slots, closed dates", async () => {
    setup();
    renderRoutes(scheduleRoutes, routePath);
    expect(await screen.findByRole('heading', { level: 1, name: 'Schedule' })).toBeTruthy();
    const monday = await mondaySection();
    expect(startInputs(monday).map((input) => input.value)).toEqual(['09:00', '11:00']);
    expect(
      within(monday)
        .getAllByLabelText(/^Duration/)
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['60', '90']);
    expect(startInputs(screen.getByRole('region', { name: 'Wednesday' })).map((input) => input.value)).toEqual(['10:00']);
    expect(within(screen.getByRole('region', { name: 'Tuesday' })).getByText('No slots: closed for bookings.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Price per booking/ }) as HTMLInputElement).value).toBe('499.00');
    expect((screen.getByRole('combobox', { name: 'Notice' }) as HTMLSelectElement).value).toBe('60');
    expect(screen.getByRole('button', { name: 'Open Dec 25, 2026 again' })).toBeTruthy();
    expect(screen.getByText('Christmas', { selector: '.MuiListItemText-secondary' })).toBeTruthy();
  });

  it("refuses a start repeated on the same day with the contract's text, without calling the API", async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderRoutes(scheduleRoutes, routePath);
    const monday = await mondaySection();
    await user.click(within(monday).getByRole('button', { name: 'Add slot on Monday' }));
    const starts = startInputs(monday);
    expect(starts.map((input) => input.value)).toEqual(['09:00', '11:00', '12:30']);
    fireEvent.change(starts[2]!, { target: { value: '09:00' } });
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText(SCHEDULE_MESSAGES.slotTimeRepeated)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('saves the terms and the slots together: the price typed in rupees is sent in paise', async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderRoutes(scheduleRoutes, routePath);
    const monday = await mondaySection();
    const price = screen.getByRole('textbox', { name: /^Price per booking/ });
    await user.clear(price);
    await user.type(price, '550.5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Notice' }), '1440');
    await user.click(within(monday).getByRole('button', { name: 'Remove Monday slot 2' }));
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toBeTruthy());
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      price: 55050,
      leadMinutes: 1440,
      horizonDays: 30,
      slots: [
        { weekday: 'monday', start: '09:00', durationMinutes: 60, capacity: 2 },
        { weekday: 'wednesday', start: '10:00', durationMinutes: 60, capacity: 3 },
      ],
    });
  });

  it("copies Monday's slots to every weekday", async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderRoutes(scheduleRoutes, routePath);
    await mondaySection();
    await user.click(screen.getByRole('button', { name: 'Copy Monday to all weekdays' }));
    expect(startInputs(screen.getByRole('region', { name: 'Sunday' })).map((input) => input.value)).toEqual(['09:00', '11:00']);
    expect(startInputs(screen.getByRole('region', { name: 'Wednesday' })).map((input) => input.value)).toEqual(['09:00', '11:00']);
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toBeTruthy());
    expect((calls.find((call) => call.method === 'PUT')!.body as { slots: unknown[] }).slots).toHaveLength(14);
  });

  it('closes a date with its reason, and says when the date is already closed', async () => {
    let answer: MockAnswer | undefined = undefined;
    const calls = setup({ addClosure: () => answer });
    const user = userEvent.setup();
    renderRoutes(scheduleRoutes, routePath);
    await mondaySection();
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-11-08' } });
    await user.type(screen.getByRole('textbox', { name: 'Reason (optional)' }), 'Diwali');
    await user.click(screen.getByRole('button', { name: 'Close this date' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeTruthy());
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ date: '2026-11-08', reason: 'Diwali' });
    await waitFor(() => expect((screen.getByLabelText(/^Date/) as HTMLInputElement).value).toBe(''));

    answer = apiError(409, 'closureExists');
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-12-25' } });
    await user.click(screen.getByRole('button', { name: 'Close this date' }));
    expect(await screen.findByText(SCHEDULE_MESSAGES.closureExists)).toBeTruthy();
  });

  it("previews the calendar: a closed day's reason, a full slot in words", async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderRoutes(scheduleRoutes, routePath);
    const closedDay = await screen.findByRole('region', { name: /^Friday, Dec 25, 2026/ });
    expect(within(closedDay).getByText('Closed: Christmas')).toBeTruthy();
    const fullDay = screen.getByRole('region', { name: /^Wednesday, Dec 23, 2026/ });
    expect(within(within(fullDay).getByRole('list')).getByText('10:00 · 3/3 booked · full')).toBeTruthy();
    const asked = () => calls.filter((call) => call.path.endsWith('/availability')).map((call) => call.query.get('from'));
    expect(calls.find((call) => call.path.endsWith('/availability'))!.query.get('days')).toBe('14');
    expect((screen.getByRole('button', { name: 'Previous 14 days' }) as HTMLButtonElement).disabled).toBe(true);
    const first = asked()[0]!;
    await user.click(screen.getByRole('button', { name: 'Next 14 days' }));
    const next = new Date(`${first}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 14);
    await waitFor(() => expect(asked().at(-1)).toBe(next.toISOString().slice(0, 10)));
  });

  it('with several booking stores, a select chooses whose schedule shows', async () => {
    setup({ stores: [BOOKING_STORE, OTHER_BOOKING_STORE] });
    const user = userEvent.setup();
    renderRoutes(scheduleRoutes, routePath);
    expect(await screen.findByText('Home cleaning at Sparkle Home')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Store' }), OTHER_BOOKING_STORE._id);
    expect(await screen.findByText('Salon at Glow Salon')).toBeTruthy();
  });

  it('explains that only a store of bookable services has a schedule', async () => {
    const calls = setup({ stores: [GROCERY_STORE] });
    renderRoutes(scheduleRoutes, routePath);
    expect(await screen.findByText('No schedule yet')).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith('/service-provider/schedule'))).toBe(false);
  });
});
