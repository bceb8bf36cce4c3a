import TextField from '@mui/material/TextField';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { expect, it } from 'vitest';

import { textFieldProps } from './textFieldProps';

interface Values {
  name: string;
  faqs: Array<{ title: string }>;
}

function Form() {
  const form = useForm<Values>({ defaultValues: { name: '', faqs: [{ title: '' }] } });
  const text = textFieldProps(form);
  const mark = () => {
    form.setError('name', { message: 'Name is required' });
    form.setError('faqs.0.title', { message: 'FAQ title is required' });
  };
  return (
    <>
      <TextField label="Name" {...text('name')} />
      <TextField label="FAQ 1 Title" {...text('faqs.0.title')} />
      <button onClick={mark}>Mark</button>
    </>
  );
}

it('registers the field and shows its error, nested ones included, under it', async () => {
  const user = userEvent.setup();
  render(<Form />);
  const name = screen.getByRole('textbox', { name: 'Name' });
  await user.type(name, 'Udang');
  expect(name).toHaveValue('Udang');
  expect(name).not.toHaveAttribute('aria-invalid', 'true');
  expect(name).not.toBeRequired();

  await user.click(screen.getByRole('button', { name: 'Mark' }));
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveAccessibleDescription('Name is required');
  expect(screen.getByRole('textbox', { name: 'FAQ 1 Title' })).toHaveAccessibleDescription('FAQ title is required');
});

it('marks the fields `required` names, and leaves an explicit marker alone (issue 36 item 10)', () => {
  function Marked() {
    const form = useForm<Values>({ defaultValues: { name: '', faqs: [{ title: '' }] } });
    const text = textFieldProps(form, (name) => name === 'name');
    return (
      <>
        <TextField label="Name" {...text('name')} />
        <TextField label="FAQ 1 Title" required {...text('faqs.0.title')} />
      </>
    );
  }
  render(<Marked />);
  expect(screen.getByLabelText(/^Name/)).toBeRequired();
  expect(screen.getByLabelText(/^FAQ 1 Title/)).toBeRequired();
});
