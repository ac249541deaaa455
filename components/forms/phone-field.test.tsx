import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';

import { renderWithForms } from '@/tests/unit/render-forms';

import { PhoneField } from './phone-field';

// libphonenumber-js arrives when this test says so: the field loads it on the visitor's first
// reach, and must work meanwhile.
const arrival = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release };
});
vi.mock('@/lib/schemas/phone', async (importOriginal) => {
  await arrival.arrived;
  return importOriginal();
});

// The form's value beside the field: what a send would take.
function Form({ children }: { children: ReactNode }) {
  const form = useForm({ defaultValues: { phone: '' } });
  const value = useWatch({ control: form.control, name: 'phone' });
  return (
    <FormProvider {...form}>
      {children}
      <output data-testid="value">{value}</output>
    </FormProvider>
  );
}

const sent = () => screen.getByTestId('value').textContent;

describe('PhoneField', () => {
  it('shows its market before libphonenumber-js loads and formats what was typed once it arrives', async () => {
    renderWithForms(
      <Form>
        <PhoneField id="phone" />
      </Form>,
    );
    const phone = screen.getByLabelText('Teléfono');
    const picker = screen.getByLabelText('Prefijo telefónico');
    expect(phone).toHaveAttribute('placeholder', '612 34 56 78');
    expect(screen.getByText('ES +34', { selector: 'span' })).toBeInTheDocument();

    fireEvent.focus(picker);
    fireEvent.change(phone, { target: { value: '655555431' } });
    expect(phone).toHaveValue('655555431');
    expect(sent()).toBe('655555431');
    // The list of countries needs the library too: until then only the market is offered.
    expect(picker.querySelectorAll('option')).toHaveLength(1);

    await act(async () => arrival.release());
    await waitFor(() => expect(phone).toHaveValue('655 55 54 31'));
    await waitFor(() => expect(sent()).toBe('+34655555431'));
    expect(picker.querySelectorAll('option').length).toBeGreaterThan(200);

    fireEvent.change(picker, { target: { value: 'GB' } });
    expect(screen.getByText('GB +44', { selector: 'span' })).toBeInTheDocument();
    expect(phone).toHaveAttribute('placeholder', '07400 123456');
  });
});
