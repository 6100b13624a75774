import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { emptyRegistrationForm, MESSAGES, type RegistrationFormValues } from '@dhub/contract';
import '../../../i18n/registerPageStrings';
import { MetaDataStep } from './MetaDataStep';

function Harness({ title = '', errors = false }: { title?: string; errors?: boolean }) {
  const methods = useForm<RegistrationFormValues>({ defaultValues: { ...emptyRegistrationForm(), metaTitle: title } });
  useEffect(() => {
    if (!errors) return;
    methods.setError('metaTitle', { message: MESSAGES.metaTitleTooLong });
    methods.setError('metaDescription', { message: MESSAGES.fieldRequired });
  }, [errors, methods]);
  return (
    <FormProvider {...methods}>
      <MetaDataStep />
    </FormProvider>
  );
}

describe('MetaDataStep counters', () => {
  it('count as you type, up to 90 and 250', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByTestId('metaTitle-counter').textContent).toBe('0/90');
    expect(screen.getByTestId('metaDescription-counter').textContent).toBe('0/250');
    await user.type(screen.getByRole('textbox', { name: /^Meta title/ }), 'Asha Fresh Mart');
    expect(screen.getByText('15/90')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Meta title/ }).getAttribute('maxlength')).toBe('90');
    expect(screen.getByRole('textbox', { name: /^Meta description/ }).getAttribute('maxlength')).toBe('250');
  });

  it('stay visible beside an error message, both read with the field', async () => {
    render(<Harness title="Asha" errors />);
    const title = screen.getByRole('textbox', { name: /^Meta title/ });
    expect(await screen.findByText(MESSAGES.metaTitleTooLong)).toBeTruthy();
    expect(screen.getByText(MESSAGES.fieldRequired)).toBeTruthy();
    expect(screen.getByTestId('metaTitle-counter').textContent).toBe('4/90');
    expect(screen.getByTestId('metaDescription-counter').textContent).toBe('0/250');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(title.getAttribute('aria-describedby')!)!;
    expect(described.textContent).toContain(MESSAGES.metaTitleTooLong);
    expect(described.textContent).toContain('4/90');
  });
});
