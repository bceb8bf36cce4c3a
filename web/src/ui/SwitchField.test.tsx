import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { expect, it } from 'vitest';

import { SwitchField } from './SwitchField';

function Form({ onValue }: { onValue(active: boolean): void }) {
  const { control } = useForm({ defaultValues: { active: true, isDefault: false } });
  onValue(useWatch({ control, name: 'active' }));
  return (
    <>
      <SwitchField control={control} name="active" label="Active" offLabel="Inactive" />
      <SwitchField control={control} name="isDefault" label="Default Promotion" />
    </>
  );
}

it('holds the boolean and labels its state', async () => {
  const user = userEvent.setup();
  let active: boolean | undefined;
  render(<Form onValue={(value) => (active = value)} />);
  expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();
  expect(screen.getByRole('switch', { name: 'Default Promotion' })).not.toBeChecked();

  await user.click(screen.getByRole('switch', { name: 'Active' }));
  expect(screen.getByRole('switch', { name: 'Inactive' })).not.toBeChecked();
  expect(active).toBe(false);
  await user.click(screen.getByRole('switch', { name: 'Default Promotion' }));
  expect(screen.getByRole('switch', { name: 'Default Promotion' })).toBeChecked();
});
