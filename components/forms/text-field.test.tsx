import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { describe, expect, it } from 'vitest';

import { renderWithForms } from '@/tests/unit/render-forms';

import { TextField } from './text-field';

let form: UseFormReturn<{ email: string; message: string }> | undefined;

function Harness() {
  const methods = useForm({ defaultValues: { email: '', message: '' } });
  useEffect(() => {
    form = methods;
  });
  return (
    <FormProvider {...methods}>
      <TextField id="c-email" name="email" type="email" autoComplete="email" />
      <TextField id="c-message" name="message" rows={4} />
    </FormProvider>
  );
}

describe('TextField', () => {
  it('labels and registers its control, and shows and announces its error', async () => {
    renderWithForms(<Harness />);
    const email = screen.getByLabelText('Correo electrónico');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('aria-required', 'true');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Mensaje').tagName).toBe('TEXTAREA');

    await act(async () => form?.setError('email', { type: 'custom', message: 'email' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAttribute('aria-describedby', 'c-email-error');
    expect(document.getElementById('c-email-error')?.textContent).toBe(
      'Introduce un correo válido',
    );
  });
});
