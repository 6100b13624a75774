import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { Pager } from './Pager';

const pager = (props: Partial<Parameters<typeof Pager>[0]> = {}) => {
  const onPage = vi.fn();
  const onLimit = vi.fn();
  renderWithProviders(<Pager total={45} page={1} limit={20} onPage={onPage} onLimit={onLimit} {...props} />);
  return { onPage, onLimit };
};
const previous = () => screen.getByRole('button', { name: 'Go to the previous page' }) as HTMLButtonElement;
const next = () => screen.getByRole('button', { name: 'Go to the next page' }) as HTMLButtonElement;

describe('Pager', () => {
  it('shows the range of a middle page and turns both ways', async () => {
    const { onPage } = pager({ page: 2 });
    expect(screen.getByText('21–40 of 45')).toBeTruthy();
    await userEvent.click(previous());
    await userEvent.click(next());
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('cannot go before the first page', () => {
    pager({ page: 1 });
    expect(previous().disabled).toBe(true);
    expect(next().disabled).toBe(false);
  });

  it('the last page ends at the total and cannot turn further', () => {
    pager({ page: 3 });
    expect(screen.getByText('41–45 of 45')).toBeTruthy();
    expect(next().disabled).toBe(true);
  });

  it('a capped total says there are more', () => {
    pager({ total: 1000, totalCapped: true });
    expect(screen.getByText('1–20 of 1000+')).toBeTruthy();
  });

  it('an empty list reads 0–0 and turns nowhere', () => {
    pager({ total: 0 });
    expect(screen.getByText('0–0 of 0')).toBeTruthy();
    expect(previous().disabled).toBe(true);
    expect(next().disabled).toBe(true);
  });

  it('asks for another page size from its labelled select', async () => {
    const { onLimit } = pager();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(onLimit).toHaveBeenCalledWith(50);
  });
});
