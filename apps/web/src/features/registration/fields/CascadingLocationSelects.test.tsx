import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { lookupEndpoints, emptyRegistrationForm, MESSAGES, type RegistrationFormValues } from '@dhub/contract';
import { mockApi, renderWithProviders } from '../../../test/render';
import { CascadingLocationSelects } from './CascadingLocationSelects';

function Values() {
  const values = useWatch<RegistrationFormValues>();
  return <output data-testid="ids">{`${values.countryId}|${values.stateId}|${values.cityId}`}</output>;
}

function Harness() {
  const methods = useForm<RegistrationFormValues>({ defaultValues: emptyRegistrationForm() });
  return (
    <FormProvider {...methods}>
      <CascadingLocationSelects />
      <Values />
    </FormProvider>
  );
}

const STATES: Record<string, { _id: string; name: string }[]> = {
  in: [
    { _id: 'ka', name: 'Karnataka' },
    { _id: 'mh', name: 'Maharashtra' },
  ],
  us: [{ _id: 'ca', name: 'California' }],
};
const CITIES: Record<string, { _id: string; name: string }[]> = {
  ka: [{ _id: 'blr', name: 'Bengaluru' }],
  mh: [{ _id: 'bom', name: 'Mumbai' }],
  ca: [{ _id: 'sf', name: 'San Francisco' }],
};

function mockLookups() {
  return mockApi({
    [lookupEndpoints.countries.path]: () => ({
      body: {
        country: [
          { _id: 'in', name: 'India' },
          { _id: 'us', name: 'United States' },
        ],
      },
    }),
    [lookupEndpoints.states.path]: ({ body }) => ({ body: { state: STATES[(body as { countryId: string }).countryId] ?? [] } }),
    [lookupEndpoints.cities.path]: ({ body }) => ({ body: { cities: CITIES[(body as { stateId: string }).stateId] ?? [] } }),
  });
}

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const ids = () => screen.getByTestId('ids').textContent;

describe('CascadingLocationSelects', () => {
  it('keeps state and city disabled until their parent is chosen', async () => {
    const user = userEvent.setup();
    const calls = mockLookups();
    renderWithProviders(<Harness />);
    await screen.findByRole('option', { name: 'India' });
    expect(select('State').disabled).toBe(true);
    expect(select('City').disabled).toBe(true);
    expect(calls.some((call) => call.path.endsWith(lookupEndpoints.states.path))).toBe(false);

    await user.selectOptions(select('Country'), 'in');
    await screen.findByRole('option', { name: 'Karnataka' });
    expect(select('State').disabled).toBe(false);
    expect(select('City').disabled).toBe(true);
    expect(calls.find((call) => call.path.endsWith(lookupEndpoints.states.path))?.body).toEqual({ countryId: 'in' });

    await user.selectOptions(select('State'), 'ka');
    await screen.findByRole('option', { name: 'Bengaluru' });
    expect(select('City').disabled).toBe(false);
    await user.selectOptions(select('City'), 'blr');
    expect(ids()).toBe('in|ka|blr');
  });

  it('clears state and city when the country changes, and city when the state changes', async () => {
    const user = userEvent.setup();
    mockLookups();
    renderWithProviders(<Harness />);
    await screen.findByRole('option', { name: 'India' });
    await user.selectOptions(select('Country'), 'in');
    await screen.findByRole('option', { name: 'Karnataka' });
    await user.selectOptions(select('State'), 'ka');
    await screen.findByRole('option', { name: 'Bengaluru' });
    await user.selectOptions(select('City'), 'blr');

    await user.selectOptions(select('State'), 'mh');
    expect(ids()).toBe('in|mh|');
    await screen.findByRole('option', { name: 'Mumbai' });
    await user.selectOptions(select('City'), 'bom');

    await user.selectOptions(select('Country'), 'us');
    expect(ids()).toBe('us||');
    expect(select('City').disabled).toBe(true);
    await screen.findByRole('option', { name: 'California' });
    expect(screen.queryByRole('option', { name: 'Karnataka' })).toBeNull();
  });

  it('toasts the spec fallback when states fail to load without a server message', async () => {
    const user = userEvent.setup();
    mockApi({
      [lookupEndpoints.countries.path]: () => ({ body: { country: [{ _id: 'in', name: 'India' }] } }),
      [lookupEndpoints.states.path]: () => ({ status: 500, body: {} }),
    });
    renderWithProviders(<Harness />);
    await screen.findByRole('option', { name: 'India' });
    await user.selectOptions(select('Country'), 'in');
    expect(await screen.findByText(MESSAGES.fetchStatesFailed, {}, { timeout: 3000 })).toBeTruthy();
  });

  it('toasts the server message (by its code) when countries fail to load', async () => {
    mockApi({ [lookupEndpoints.countries.path]: () => ({ status: 503, body: { code: 'serverError', message: MESSAGES.serverError } }) });
    renderWithProviders(<Harness />);
    await waitFor(() => expect(screen.getByText(MESSAGES.serverError)).toBeTruthy(), { timeout: 3000 });
  });
});
