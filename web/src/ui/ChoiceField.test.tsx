import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';

import { ChoiceField } from './ChoiceField';
import type { Choice } from './choices';

function Form({
  options,
  optionsError,
  courierId = '',
}: {
  options: Choice[];
  optionsError?: string;
  courierId?: string;
}) {
  const { control } = useForm({ defaultValues: { courierId } });
  return (
    <ChoiceField
      control={control}
      name="courierId"
      label="Courier Company"
      options={options}
      optionsError={optionsError}
    />
  );
}

describe('ChoiceField', () => {
  it('binds the chosen option to the field', async () => {
    const user = userEvent.setup();
    render(
      <Form
        options={[
          { value: '1', label: 'JNE' },
          { value: '2', label: 'SiCepat' },
        ]}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Courier Company' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'SiCepat' }));
    expect(screen.getByRole('combobox', { name: 'Courier Company' })).toHaveTextContent('SiCepat');
  });

  it('shows a value as none until the options holding it arrive', () => {
    const { rerender } = render(<Form options={[]} courierId="2" />);
    expect(screen.getByRole('combobox', { name: 'Courier Company' })).not.toHaveTextContent('SiCepat');
    rerender(<Form options={[{ value: '2', label: 'SiCepat' }]} courierId="2" />);
    expect(screen.getByRole('combobox', { name: 'Courier Company' })).toHaveTextContent('SiCepat');
  });

  it('says so when the options could not be loaded', () => {
    render(<Form options={[]} optionsError="Couriers could not be loaded" />);
    expect(screen.getByText('Couriers could not be loaded')).toBeInTheDocument();
  });
});
