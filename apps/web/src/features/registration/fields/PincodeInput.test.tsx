import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@dhub/contract';
import { PincodeInput } from './PincodeInput';

function Harness({ initial = [] as string[] }) {
  const [list, setList] = useState(initial);
  return (
    <>
      <PincodeInput id="pins" label="Delivery pincodes" value={list} onChange={setList} />
      <output data-testid="value">{JSON.stringify(list)}</output>
    </>
  );
}

const value = () => JSON.parse(screen.getByTestId('value').textContent ?? '[]') as string[];

describe('PincodeInput', () => {
  it('adds a pincode on Enter and with the Add button, trimmed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Delivery pincodes' });
    await user.type(input, ' 560001 {Enter}');
    await user.type(input, '560002');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(value()).toEqual(['560001', '560002']);
    expect(input).toHaveProperty('value', '');
    expect(within(screen.getByRole('list', { name: 'Delivery pincodes' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('ignores a blank value', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Delivery pincodes' }), '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(value()).toEqual([]);
    expect(screen.queryByText(MESSAGES.pincodeDuplicate)).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('rejects a duplicate with the spec message and keeps the list', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['560001']} />);
    const input = screen.getByRole('textbox', { name: 'Delivery pincodes' });
    await user.type(input, '560001{Enter}');
    expect(screen.getByText(MESSAGES.pincodeDuplicate)).toBeTruthy();
    expect(value()).toEqual(['560001']);
    await user.type(input, '2');
    expect(screen.queryByText(MESSAGES.pincodeDuplicate)).toBeNull();
  });

  it('adds a typed pincode when the box loses focus; a duplicate keeps its text with the spec message', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Harness initial={['560001']} />
        <button type="button">elsewhere</button>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Delivery pincodes' });
    await user.type(input, '560002');
    await user.tab();
    expect(value()).toEqual(['560001', '560002']);
    expect(input).toHaveProperty('value', '');

    await user.type(input, '560001');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(value()).toEqual(['560001', '560002']);
    expect(input).toHaveProperty('value', '560001');
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.pincodeDuplicate);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('removes a pincode from its chip', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['560001', '560002']} />);
    await user.click(screen.getByTitle('Remove 560001'));
    expect(value()).toEqual(['560002']);
  });
});
