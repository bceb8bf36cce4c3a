import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';

import type { ProductFormValues } from '@backoffice/schema/rules/product';

import { BundleItemPickerDocument } from '../../ui/pickers.generated';
import { BundleItemsField } from './BundleItemsField';

const ring = { __typename: 'ProductChoice', id: '4', sku: 'CMS-RING-500', name: 'Cumi Ring 500 gr' };
const ringBig = { __typename: 'ProductChoice', id: '9', sku: 'CMS-RING-1K', name: 'Cumi Ring 1 kg' };
const udang = { __typename: 'ProductChoice', id: '11', sku: 'UDG-001', name: 'Udang Vaname Beku 1 kg' };
const search = (text: string | null, rows: object[]): MockedResponse => ({
  request: { query: BundleItemPickerDocument, variables: { search: text, first: 20 } },
  result: { data: { productChoices: rows } },
});

/** The field in a form editing product 9, with the chosen items' ids shown. */
function Form() {
  const form = useForm<ProductFormValues>({ defaultValues: { bundleItems: [] } });
  const chosen = useWatch({ control: form.control, name: 'bundleItems' });
  return (
    <FormProvider {...form}>
      <BundleItemsField productId="9" />
      <output aria-label="Chosen ids">{chosen.map((item) => item.id).join(',')}</output>
    </FormProvider>
  );
}

describe('BundleItemsField', () => {
  it('searches what is typed on the server, never offering the product itself, and keeps the items chosen', async () => {
    const user = userEvent.setup();
    // Only these answers exist: a list of every product is never asked for.
    render(
      <MockedProvider mocks={[search('cumi ring', [ring, ringBig]), search(null, [udang, ring])]}>
        <Form />
      </MockedProvider>,
    );
    act(() => screen.getByRole('combobox', { name: 'Bundle Items' }).focus());
    await user.paste('cumi ring');
    const listbox = await screen.findByRole('listbox');
    const option = await within(listbox).findByRole('option', { name: 'CMS-RING-500 - Cumi Ring 500 gr' });
    // Product 9 is the one edited.
    expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await user.click(option);
    expect(screen.getByRole('status', { name: 'Chosen ids' })).toHaveTextContent('4');

    // Opened again, it lists the first matches, without the item already chosen.
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const again = await screen.findByRole('listbox');
    await within(again).findByRole('option', { name: 'UDG-001 - Udang Vaname Beku 1 kg' });
    expect(within(again).getAllByRole('option')).toHaveLength(1);
  });
});
