import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REVIEW_MESSAGES, reviewEndpoints, storeEndpoints, type Review } from '@dhub/contract';
import { GROCERY_STORE, profileHandler, signIn } from '../../test/fixtures';
import { endpointKey, mockApi, type MockAnswer } from '../../test/mockApi';
import { renderRoutes } from '../../test/render';
import { reviewsRoutes } from './routes';

const REVIEW_ID = '55555555-5555-4555-8555-555555555555';
const review: Review = {
  _id: REVIEW_ID,
  saleKind: 'order',
  saleId: 'o1',
  saleNumber: '100042',
  storeId: GROCERY_STORE._id,
  storeName: GROCERY_STORE.name,
  customerName: 'Ravi Kumar',
  rating: 4,
  comment: 'Fresh and on time',
  reply: null,
  repliedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

function setup(reply: (body: Record<string, unknown>) => MockAnswer = () => ({ body: {} })) {
  signIn();
  return mockApi({
    [endpointKey(storeEndpoints.vendorProfile)]: profileHandler(),
    [endpointKey(reviewEndpoints.list)]: () => ({
      body: { items: [review], page: 1, limit: 20, total: 1, average: 4.5, count: 2, distribution: [0, 0, 0, 1, 1] },
    }),
    [endpointKey(reviewEndpoints.get, { id: REVIEW_ID })]: () => ({ body: review }),
    [endpointKey(reviewEndpoints.reply, { id: REVIEW_ID })]: (call) => reply(call.body as Record<string, unknown>),
  });
}

describe('reviews', () => {
  it('shows the average, each rating as a bar, and the reviews waiting for a reply; filters by rating on the server', async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderRoutes(reviewsRoutes, '/reviews');
    expect(await screen.findByRole('heading', { name: 'Reviews' })).toBeTruthy();
    expect(await screen.findByText('4.5')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '5 stars: 1' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '1 stars: 0' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '4.5 of 5 stars' })).toBeTruthy();
    const card = screen.getByRole('link', { name: /Ravi Kumar/ });
    expect(card.getAttribute('href')).toBe(`/view-review?id=${REVIEW_ID}`);
    expect(within(card).getByText('Waiting for your reply')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rating' }), '5');
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.path === reviewEndpoints.list.path)
          .at(-1)!
          .query.get('rating'),
      ).toBe('5'),
    );
  });

  it('replies to a review: an empty reply is refused with the contract text, a reply is sent and shown', async () => {
    const calls = setup((body) => ({
      body: { message: REVIEW_MESSAGES.replySaved, review: { ...review, ...body, repliedAt: review.createdAt } },
    }));
    const user = userEvent.setup();
    renderRoutes(reviewsRoutes, `/view-review?id=${REVIEW_ID}`);
    expect(await screen.findByRole('heading', { name: 'Review of order #100042' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save reply' }));
    expect(await screen.findByText(REVIEW_MESSAGES.replyNeeded)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Reply' }), 'Thank you!');
    await user.click(screen.getByRole('button', { name: 'Save reply' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ reply: 'Thank you!' }));
    expect(await screen.findByRole('button', { name: 'Edit reply' })).toBeTruthy();
  });
});
