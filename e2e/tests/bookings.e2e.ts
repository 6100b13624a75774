import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../src/axe.js';
import { newPage, signIn, useBrowser } from '../src/browser.js';
import { bookSlot, demoBookingSlot, newCustomer, reviewBooking } from '../src/customer.js';

describe('service bookings', () => {
  const browser = useBrowser();

  it('a booking made against the schedule appears live on the open list; the vendor takes it to completed; the review arrives and gets a reply', async () => {
    const { page, context } = await newPage(browser());
    await signIn(page);
    await page.waitForURL('**/dashboard');

    // The schedule the booking is made against: its calendar shows the coming days.
    await page.getByRole('link', { name: 'Schedule' }).first().click();
    await page.waitForURL('**/create-schedule');
    await page.getByRole('heading', { name: 'Calendar preview' }).waitFor();
    await expectAccessible(page, 'the schedule');

    await page.getByRole('link', { name: 'Bookings' }).first().click();
    await page.waitForURL('**/all-service-orders**');
    await page.getByRole('tab', { name: /^Upcoming/ }).waitFor();

    const customer = await newCustomer('Lakshmi Iyer');
    const slot = await demoBookingSlot();
    const started = Date.now();
    const booking = await bookSlot(customer, { ...slot, note: 'Please bring a ladder' });
    expect(booking).toMatchObject({ status: 'pending', start: slot.start, date: slot.date });
    await page.getByRole('link', { name: `#${booking.number}`, exact: true }).waitFor({ timeout: 5000 });
    expect(Date.now() - started).toBeLessThan(5000);
    await page.getByText(`New booking #${booking.number}`).waitFor();
    await expectAccessible(page, 'the bookings');

    await page.getByRole('link', { name: `#${booking.number}`, exact: true }).click();
    await page.getByRole('heading', { name: `Booking #${booking.number}` }).waitFor();
    await page.getByText('Please bring a ladder').waitFor();
    await expectAccessible(page, 'a booking');
    for (const [button, done] of [
      ['Confirm', 'Booking confirmed.'],
      ['Start', 'Service started.'],
      ['Mark completed', 'Booking completed.'],
    ] as const) {
      await page.getByRole('button', { name: button, exact: true }).click();
      await page.getByText(done).waitFor();
    }
    await page.getByRole('heading', { name: 'Your earnings' }).waitFor();

    const comment = `Spotless, booking ${booking.number}`;
    await reviewBooking(customer, booking._id, { rating: 5, comment });
    await page.getByRole('link', { name: 'Reviews' }).first().click();
    await page.getByRole('link', { name: new RegExp(comment) }).click();
    await page.getByRole('heading', { name: `Review of booking #${booking.number}` }).waitFor();
    await page.getByRole('textbox', { name: 'Reply' }).fill('Thank you, Lakshmi!');
    await page.getByRole('button', { name: 'Save reply' }).click();
    await page.getByText('Your reply was saved.').waitFor();
    await context.close();
  });
});
