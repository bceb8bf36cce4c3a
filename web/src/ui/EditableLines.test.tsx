import { MockedProvider } from '@apollo/client/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';

import { chooseOption } from '../testing/chooseOption';
import { EditableLines, LineProductCell, LineQuantityCell, linesError } from './EditableLines';
import { ProductPickerDocument } from './pickers.generated';

interface Line {
  productId: string;
  quantity: string;
}

const udang = { __typename: 'Product', id: '11', sku: 'UDG-001', name: 'Udang Vaname Beku 1 kg', grossPrice: 130_000 };
const firstMatches = {
  request: { query: ProductPickerDocument, variables: { search: null, perPage: 20 } },
  result: { data: { products: { __typename: 'ProductList', rows: [udang] } } },
};

/** Lines of a product and a quantity, with what a save would send shown as JSON. */
function Form({ start, onPicked }: { start: Line[]; onPicked?(): void }) {
  const form = useForm<{ lines: Line[] }>({ defaultValues: { lines: start } });
  const lines = useWatch({ control: form.control, name: 'lines' });
  const refuse = () => {
    // The array's own error first: setting it replaces whatever the array's errors held.
    form.setError('lines', { message: 'Add at most 2 products' });
    form.setError('lines.0.quantity', { message: 'Quantity must be a number' });
  };
  return (
    <MockedProvider mocks={[firstMatches]}>
      <FormProvider {...form}>
        <EditableLines
          title="Products"
          aria-label="Product lines"
          columns={[{ label: 'Product' }, { label: 'Quantity' }]}
          cells={(index) => (
            <>
              <LineProductCell index={index} placeholder="Search a product" onPicked={onPicked} />
              <LineQuantityCell index={index} hint={index === 0 ? '5 left' : undefined} />
            </>
          )}
          removable={(index) => index > 0}
          removeLabel={(number) => `Remove product line ${number}`}
          addLabel="Add Product"
          newLine={() => ({ productId: '', quantity: '' })}
        />
        <button onClick={refuse}>Refuse</button>
        <output aria-label="Lines">{JSON.stringify(lines)}</output>
      </FormProvider>
    </MockedProvider>
  );
}

const sent = () => JSON.parse(screen.getByRole('status', { name: 'Lines' }).textContent!) as Line[];

describe('EditableLines', () => {
  it('adds a line, binds its quantity, and removes a line the rest then move up to', async () => {
    const user = userEvent.setup();
    render(<Form start={[{ productId: '', quantity: '1' }]} />);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantity 3' }), '7');
    expect(within(screen.getByRole('table', { name: 'Product lines' })).getAllByRole('row')).toHaveLength(4);
    // The first line is kept: it has no remove button.
    expect(screen.queryByRole('button', { name: 'Remove product line 1' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove product line 2' }));
    expect(screen.getByRole('textbox', { name: 'Quantity 2' })).toHaveValue('7');
    expect(sent()).toEqual([
      { productId: '', quantity: '1' },
      { productId: '', quantity: '7' },
    ]);
  });

  it("shows a line's error under its quantity instead of its hint, and the lines' own error under the table", async () => {
    const user = userEvent.setup();
    render(<Form start={[{ productId: '', quantity: 'x' }]} />);
    const quantity = screen.getByRole('textbox', { name: 'Quantity 1' });
    expect(quantity).toHaveAccessibleDescription('5 left');
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(quantity).toHaveAccessibleDescription('Quantity must be a number');
    expect(screen.getByText('Add at most 2 products')).toBeInTheDocument();
  });

  it('sets the product picked on its line and tells of it, but not of the same product again', async () => {
    const user = userEvent.setup();
    const onPicked = vi.fn();
    render(<Form start={[{ productId: '', quantity: '1' }]} onPicked={onPicked} />);
    await chooseOption(user, 'Product 1', 'UDG-001 - Udang Vaname Beku 1 kg');
    await waitFor(() => expect(sent()).toEqual([{ productId: '11', quantity: '1' }]));
    expect(onPicked).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ id: '11', grossPrice: 130_000 }));

    await chooseOption(user, 'Product 1', 'UDG-001 - Udang Vaname Beku 1 kg');
    expect(onPicked).toHaveBeenCalledOnce();
  });
});

describe('linesError', () => {
  it("reads the error beside the lines' own errors first, then the array's", () => {
    expect(linesError(undefined)).toBeUndefined();
    expect(linesError({ type: 'too_small', message: 'Add a product' })).toBe('Add a product');
    expect(linesError({ type: 'custom', root: { type: 'too_big', message: 'Too many' } })).toBe('Too many');
  });
});
