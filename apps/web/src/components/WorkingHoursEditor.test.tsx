import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyWorkingHours, toWorkingHoursPayload, type WorkingHoursForm } from '@dhub/contract';
import { WorkingHoursEditor } from './WorkingHoursEditor';

function Harness() {
  const [hours, setHours] = useState<WorkingHoursForm>(emptyWorkingHours());
  return (
    <>
      <WorkingHoursEditor value={hours} onChange={setHours} />
      <output data-testid="value">{JSON.stringify(hours)}</output>
    </>
  );
}

const value = () => JSON.parse(screen.getByTestId('value').textContent ?? '{}') as WorkingHoursForm;

describe('WorkingHoursEditor', () => {
  it('has one row per weekday, times disabled while closed', () => {
    render(<Harness />);
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      expect(screen.getByRole('switch', { name: day })).toBeTruthy();
      expect(screen.getByLabelText(`${day} from`)).toHaveProperty('disabled', true);
    }
  });

  it('turning a day off clears its times', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('switch', { name: 'Monday' }));
    const from = screen.getByLabelText('Monday from');
    const to = screen.getByLabelText('Monday to');
    expect(from).toHaveProperty('disabled', false);
    fireEvent.change(from, { target: { value: '09:00' } });
    fireEvent.change(to, { target: { value: '18:00' } });
    expect(value().monday).toEqual({ isOpen: true, fromTime: '09:00', toTime: '18:00' });
    expect(toWorkingHoursPayload(value())).toEqual([{ day: 'monday', fromTime: '09:00', toTime: '18:00', isOpen: true }]);

    await user.click(screen.getByRole('switch', { name: 'Monday' }));
    expect(value().monday).toEqual({ isOpen: false, fromTime: '', toTime: '' });
    expect(screen.getByLabelText('Monday from')).toHaveProperty('value', '');
    expect(toWorkingHoursPayload(value())).toEqual([]);
  });

  it("copies Monday's hours to every day, once Monday is open with both times", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const copy = screen.getByRole('button', { name: "Copy Monday's hours to all days" });
    expect(copy).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('switch', { name: 'Monday' }));
    fireEvent.change(screen.getByLabelText('Monday from'), { target: { value: '09:00' } });
    expect(copy).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Monday to'), { target: { value: '18:30' } });
    await user.click(screen.getByRole('switch', { name: 'Sunday' }));
    fireEvent.change(screen.getByLabelText('Sunday from'), { target: { value: '10:00' } });

    await user.click(copy);
    const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
    for (const day of days) expect(value()[day]).toEqual({ isOpen: true, fromTime: '09:00', toTime: '18:30' });
    expect(toWorkingHoursPayload(value())).toHaveLength(7);
    expect(screen.getByRole('switch', { name: 'Friday' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Friday to')).toHaveProperty('value', '18:30');
    expect(screen.getByText("Monday's hours copied to every day").getAttribute('role')).toBe('status');
  });
});
