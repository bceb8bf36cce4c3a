import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { ProductPickerDocument } from './pickers.generated';
import { ProductAutocomplete } from './ProductAutocomplete';

const udang = { __typename: 'Product', id: '11', sku: 'UDG-001', name: 'Udang Vaname Beku 1 kg', grossPrice: 130_000 };
const cumi = { __typename: 'Product', id: '12', sku: 'CUM-002', name: 'Cumi Ring 500 gr', grossPrice: 45_000 };
const search = (text: string | null, rows: object[]): MockedResponse => ({
  request: { query: ProductPickerDocument, variables: { search: text, perPage: 20 } },
  result: { data: { products: { __typename: 'ProductList', rows } } },
});

function Picker() {
  const [productId, setProductId] = useState('');
  return (
    <>
      <ProductAutocomplete label="Product" value={productId} onChange={setProductId} />
      <output aria-label="Chosen id">{productId}</output>
    </>
  );
}

describe('ProductAutocomplete', () => {
  it('searches a pasted name on the server rather than listing the first products', async () => {
    const user = userEvent.setup();
    // Only these answers exist: the first matches (search null) would answer with cumi too.
    render(
      <MockedProvider mocks={[search('udang vaname', [udang]), search(null, [udang, cumi])]}>
        <Picker />
      </MockedProvider>,
    );
    // Focused without opening the list, so the paste opens it (as Playwright's fill does).
    act(() => screen.getByRole('combobox', { name: 'Product' }).focus());
    await user.paste('udang vaname');
    const listbox = await screen.findByRole('listbox');
    await within(listbox).findByRole('option', { name: 'UDG-001 - Udang Vaname Beku 1 kg' });
    expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await user.click(within(listbox).getByRole('option', { name: 'UDG-001 - Udang Vaname Beku 1 kg' }));
    expect(screen.getByRole('status', { name: 'Chosen id' })).toHaveTextContent('11');
    expect(screen.getByRole('combobox', { name: 'Product' })).toHaveValue('UDG-001 - Udang Vaname Beku 1 kg');

    // Opened again, it lists the first matches, not the last search's.
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(
      await within(await screen.findByRole('listbox')).findByRole('option', { name: 'CUM-002 - Cumi Ring 500 gr' }),
    ).toBeInTheDocument();
  });
});
