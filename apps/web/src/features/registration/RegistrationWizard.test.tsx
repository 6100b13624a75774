import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lookupEndpoints, MESSAGES } from '@dhub/contract';
import { mockApi, renderWithProviders } from '../../test/render';
import RegistrationPage from './RegistrationPage';

function mockLookups() {
  return mockApi({
    [lookupEndpoints.services.path]: () => ({ body: { services: [{ _id: 'grocery', name: 'Grocery', kind: 'grocery' }] } }),
    [lookupEndpoints.countries.path]: () => ({ body: { country: [{ _id: 'in', name: 'India' }] } }),
  });
}

const stepHeading = () => screen.getByRole('heading', { level: 2, name: /^Step \d of 5/ }).textContent;

describe('Registration wizard', () => {
  it('shows the titles, five steps, Back disabled on step 0', () => {
    mockLookups();
    renderWithProviders(<RegistrationPage />, { route: '/auth/registration-form' });
    expect(screen.getByRole('heading', { level: 1, name: 'Add Store' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Create Store' })).toBeTruthy();
    for (const label of ['Basic Details', 'Business Details', 'Update KYC', 'Bank Details', 'Meta Data'])
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Back' })).toHaveProperty('disabled', true);
    expect(stepHeading()).toBe('Step 1 of 5 · Basic Details');
  });

  it('blocks Next on an empty step 0 with the spec message and inline errors', async () => {
    const user = userEvent.setup();
    mockLookups();
    renderWithProviders(<RegistrationPage />, { route: '/auth/registration-form' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(MESSAGES.fillRequiredFields, {}, { timeout: 3000 })).toBeTruthy();
    expect(stepHeading()).toBe('Step 1 of 5 · Basic Details');
    const name = screen.getByRole('textbox', { name: 'Full name' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(MESSAGES.fieldRequired).length).toBeGreaterThanOrEqual(7);
  });

  it('moves to Business Details once step 0 is complete, and Back returns', async () => {
    const user = userEvent.setup();
    mockLookups();
    renderWithProviders(<RegistrationPage />, { route: '/auth/registration-form' });
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Asha Rao');
    await user.type(screen.getByRole('textbox', { name: 'Personal email' }), 'asha@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '9876543210');
    await user.type(screen.getByRole('textbox', { name: 'Alternate phone number' }), '9876543211');
    await user.type(screen.getByRole('spinbutton', { name: 'Experience (years)' }), '5');
    fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: '1990-04-12' } });
    await user.type(screen.getByRole('textbox', { name: 'Account email' }), 'asha.store@example.com');
    await user.type(screen.getByLabelText(/Account password/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepHeading()).toBe('Step 2 of 5 · Business Details');
    expect(await screen.findByRole('option', { name: 'Grocery' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(stepHeading()).toBe('Step 1 of 5 · Basic Details');
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveProperty('value', 'Asha Rao');
  });

  it('file inputs follow REGISTRATION_FILE_FIELDS: accept, label, wrong file refused on pick', async () => {
    const user = userEvent.setup({ applyAccept: false });
    mockLookups();
    renderWithProviders(<RegistrationPage />, { route: '/auth/registration-form' });
    const image = screen.getByLabelText('Profile image') as HTMLInputElement;
    expect(image.accept).toBe('.jpg,.jpeg,.png');
    await user.upload(image, new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }));
    expect(within(image.closest('div')!.parentElement!.parentElement!).getByText(MESSAGES.imagesOnly)).toBeTruthy();
    await user.upload(image, new File(['png'], 'me.png', { type: 'image/png' }));
    expect(screen.getByText('me.png')).toBeTruthy();
  });
});
