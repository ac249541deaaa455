import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SelectField } from './select-field';

const OPTIONS = [
  { value: '170/5.7', label: '170' },
  { value: '171/5.7', label: '171' },
  { value: 'x"<y>', label: 'Verde & "avellana"' },
];

function Form() {
  const form = useForm({ defaultValues: { height: '' } });
  const value = useWatch({ control: form.control, name: 'height' });
  return (
    <form>
      <SelectField
        id="height"
        label="Altura (cm)"
        placeholder="Elige"
        options={OPTIONS}
        registration={form.register('height')}
      />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => form.reset()}>
        Vaciar
      </button>
    </form>
  );
}

describe('SelectField', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers its options once reached, after a placeholder, takes a choice into the form and clears with it', async () => {
    const errors = vi.spyOn(console, 'error');
    const user = userEvent.setup();
    render(<Form />);
    const select = screen.getByLabelText('Altura (cm)');
    // Until the visitor reaches for it, the page carries only the placeholder.
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Elige',
    ]);
    await user.click(select);
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Elige',
      '170',
      '171',
      'Verde & "avellana"',
    ]);
    expect(select).toHaveValue('');

    await user.selectOptions(select, '171');
    expect(screen.getByTestId('value')).toHaveTextContent('171/5.7');
    await user.selectOptions(select, 'x"<y>');
    expect(screen.getByTestId('value')).toHaveTextContent('x"<y>');

    await user.click(screen.getByRole('button', { name: 'Vaciar' }));
    expect(select).toHaveValue('');
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
    expect(errors).not.toHaveBeenCalled();
  });

  it('fills its options when reached by keyboard', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.tab();
    const select = screen.getByLabelText('Altura (cm)');
    expect(select).toHaveFocus();
    expect(select.querySelectorAll('option')).toHaveLength(4);
  });
});
