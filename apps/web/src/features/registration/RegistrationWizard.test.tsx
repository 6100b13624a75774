import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lookupEndpoints, MESSAGES, registrationEndpoints } from '@dhub/contract';
import { apiError } from '../../test/mockApi';
import { mockApi, renderWithProviders, type MockHandler } from '../../test/render';
import RegistrationPage from './RegistrationPage';

function mockLookups(register?: MockHandler) {
  return mockApi({
    [lookupEndpoints.services.path]: () => ({ body: { services: [{ _id: 'grocery', name: 'Grocery', kind: 'grocery' }] } }),
    [lookupEndpoints.countries.path]: () => ({ body: { country: [{ _id: 'in', name: 'India' }] } }),
    [lookupEndpoints.states.path]: () => ({ body: { state: [{ _id: 'ka', name: 'Karnataka' }] } }),
    [lookupEndpoints.cities.path]: () => ({ body: { cities: [{ _id: 'blr', name: 'Bengaluru' }] } }),
    ...(register && { [registrationEndpoints.registerStore.path]: register }),
  });
}

const change = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const stepMarkedRed = (name: string) =>
  screen.getAllByText(name).some((node) => node.closest('.MuiStepLabel-root')?.classList.contains('Mui-error') ?? false);

function fillBasicDetails(phones = { personal: '9876543210', alternate: '9876543211' }) {
  change(/^Full name/, 'Asha Rao');
  change(/^Personal email/, 'asha@example.com');
  change(/^Phone number/, phones.personal);
  change(/^Alternate phone number/, phones.alternate);
  change(/^Experience/, '5');
  change(/^Date of birth/, '1990-04-12');
  change(/^Account email/, 'asha.store@example.com');
  change(/^Account password/, 'Secret123');
}

async function fillBusinessDetails() {
  await screen.findByRole('option', { name: 'Grocery' });
  change(/^Service/, 'grocery');
  change(/^Store name/, 'Asha Fresh Mart');
  change(/^Store phone/, '(080) 2345 6789');
  change(/^Address/, '12 MG Road');
  change(/^Latitude/, '12.97');
  change(/^Longitude/, '77.59');
  await screen.findByRole('option', { name: 'India' });
  change(/^Country/, 'in');
  await screen.findByRole('option', { name: 'Karnataka' });
  change(/^State/, 'ka');
  await screen.findByRole('option', { name: 'Bengaluru' });
  change(/^City/, 'blr');
}

function fillBankDetails() {
  change(/^Bank name/, 'State Bank of India');
  change(/^Branch name/, 'MG Road');
  change(/^Account holder name/, 'Asha Rao');
  change(/^Account number/, '123456789012');
  change(/^IFSC code/, 'SBIN0001234');
  change(/^UPI ID/, 'asha@okaxis');
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

  it('accepts phone numbers as people type them: +, spaces, dashes and brackets', async () => {
    mockLookups();
    renderWithProviders(<RegistrationPage />, { route: '/auth/registration-form' });
    fillBasicDetails({ personal: '+91 98765-43210', alternate: '(080) 2345 6789' });
    next();
    await waitFor(() => expect(stepHeading()).toBe('Step 2 of 5 · Business Details'));
  });

  it("a step's red mark clears as soon as its fields are fixed, without pressing Next", async () => {
    mockLookups();
    renderWithProviders(<RegistrationPage />, { route: '/auth/registration-form' });
    next();
    await waitFor(() => expect(stepMarkedRed('Basic Details')).toBe(true));
    fillBasicDetails({ personal: '12', alternate: '9876543211' });
    // Still invalid (a two-digit phone): still marked.
    expect(stepMarkedRed('Basic Details')).toBe(true);
    change(/^Phone number/, '9876543210');
    await waitFor(() => expect(stepMarkedRed('Basic Details')).toBe(false));
    expect(stepHeading()).toBe('Step 1 of 5 · Basic Details');
  });

  it('walks the five steps (step 2 blocks nothing), keeps a typed pincode on Next, reviews every step, then shows server errors of several steps', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let sent: FormData | undefined;
    const register: MockHandler = (call) => {
      sent = call.body as FormData;
      return apiError(400, 'fillRequiredFields', { personalName: 'fieldRequired', bankName: 'fieldRequired' });
    };
    mockLookups(register);
    renderWithProviders(<RegistrationPage />, { route: '/auth/registration-form' });
    fillBasicDetails();
    await user.upload(screen.getByLabelText('Profile image'), new File(['png'], 'me.png', { type: 'image/png' }));
    next();
    await waitFor(() => expect(stepHeading()).toBe('Step 2 of 5 · Business Details'));
    await fillBusinessDetails();
    await user.click(screen.getByRole('switch', { name: 'Monday' }));
    change('Monday from', '09:00');
    change('Monday to', '18:00');
    await user.click(screen.getByRole('button', { name: "Copy Monday's hours to all days" }));
    // Typed, neither Enter nor Add: Next keeps it.
    await user.type(screen.getByRole('textbox', { name: 'Delivery pincodes' }), '560001');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(stepHeading()).toBe('Step 3 of 5 · Update KYC'));

    // Step 2 (spec §5): documents an operator needs are hinted, not required; Next passes without them.
    expect(screen.getAllByText(/Needed before approval; you can upload later/).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Store logo').getAttribute('aria-required')).not.toBe('true');
    await user.upload(screen.getByLabelText(/^PAN card or licence \(front\)/), new File(['%PDF'], 'pan.pdf', { type: 'application/pdf' }));
    next();
    await waitFor(() => expect(stepHeading()).toBe('Step 4 of 5 · Bank Details'));
    fillBankDetails();
    next();
    await waitFor(() => expect(stepHeading()).toBe('Step 5 of 5 · Meta Data'));
    change(/^Meta title/, 'Asha Fresh Mart');
    change(/^Meta description/, 'Fresh groceries delivered');
    await user.type(screen.getByRole('textbox', { name: 'Meta keywords' }), 'fresh, organic,');

    // The review: every step, what will be sent, the account number masked, an Edit per step.
    const review = screen.getByRole('region', { name: 'Review before submitting' });
    const section = (name: string) => within(review).getByRole('region', { name });
    expect(within(section('Basic Details')).getByText('me.png')).toBeTruthy();
    expect(within(section('Basic Details')).getByText('9876543210')).toBeTruthy();
    expect(within(section('Basic Details')).queryByText('Secret123')).toBeNull();
    const business = section('Business Details');
    expect(within(business).getByText('560001')).toBeTruthy();
    expect(within(business).getByText('Grocery')).toBeTruthy();
    expect(within(business).getByText('Bengaluru')).toBeTruthy();
    expect(within(business).getByText(/Monday: 09:00–18:00/).textContent).toContain('Sunday: 09:00–18:00');
    expect(within(section('Update KYC')).getByText('pan.pdf')).toBeTruthy();
    expect(within(section('Update KYC')).getAllByText('Not uploaded (needed before approval)').length).toBeGreaterThan(0);
    const bank = section('Bank Details');
    expect(within(bank).getByText('••••9012')).toBeTruthy();
    expect(within(bank).queryByText('123456789012')).toBeNull();
    expect(within(section('Meta Data')).getByText('fresh, organic')).toBeTruthy();

    // Edit goes back to the step; 'Back to review' returns.
    await user.click(within(review).getByRole('button', { name: 'Edit Bank Details' }));
    expect(stepHeading()).toBe('Step 4 of 5 · Bank Details');
    change(/^Branch name/, 'Indiranagar');
    await user.click(screen.getByRole('button', { name: 'Back to review' }));
    expect(stepHeading()).toBe('Step 5 of 5 · Meta Data');
    expect(within(screen.getByRole('region', { name: 'Bank Details' })).getByText('Indiranagar')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Submit Store' }));
    await waitFor(() => expect(stepHeading()).toBe('Step 1 of 5 · Basic Details'));
    expect(JSON.parse(String(sent!.get('deliveryPincode')))).toEqual(['560001']);
    expect(JSON.parse(String(sent!.get('workingHours')))).toHaveLength(7);
    // Errors in two steps: a whole-form text, not the step's "in this step".
    expect(await screen.findByText(MESSAGES.requiredFieldsMissing)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.fillRequiredFields)).toBeNull();
    expect(stepMarkedRed('Basic Details')).toBe(true);
    expect(stepMarkedRed('Bank Details')).toBe(true);
    expect(stepMarkedRed('Business Details')).toBe(false);
    // Fixing step 1's field clears its mark at once; the bank step keeps its own until fixed.
    change(/^Full name/, 'Asha R');
    await waitFor(() => expect(stepMarkedRed('Basic Details')).toBe(false));
    expect(stepMarkedRed('Bank Details')).toBe(true);
  }, 20_000);
});
