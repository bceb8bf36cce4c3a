import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { expect, it } from 'vitest';

import { renderAt } from '../../testing/renderAt';
import { ProductFormPage } from './ProductFormPage';
import { CreateProductDocument, ProductFormChoicesDocument } from './products.generated';

const input = {
  type: 'SINGLE',
  status: 'ACTIVE',
  name: 'Udang Baru',
  ecommerceName: null,
  whatsappName: null,
  slug: 'udang-baru',
  sku: 'CMS-RING-500',
  description: null,
  contentBox: null,
  tagScript: null,
  metaTitle: null,
  metaDescription: null,
  metaKeywords: null,
  categoryId: '1',
  bpomNumber: null,
  barcode: null,
  grossWeight: null,
  netWeight: null,
  grossPrice: 120000,
  discountPercent: 25,
  retailPrice: 90000,
  resellerPrice: null,
  wholesalerPrice: null,
  costPrice: null,
  bundleItemIds: [],
  faqs: [],
  scheduleTime: null,
};

const mocks: MockedResponse[] = [
  {
    request: { query: ProductFormChoicesDocument },
    result: {
      data: {
        categories: [{ __typename: 'Category', id: '1', name: 'Udang' }],
      },
    },
  },
  {
    request: { query: CreateProductDocument, variables: { input, media: null } },
    result: {
      errors: [
        new GraphQLError('sku CMS-RING-500 is already used by Cumi Ring 500 gr', {
          extensions: {
            code: 'CONFLICT',
            field: 'sku',
            fields: [{ field: 'sku', message: 'sku CMS-RING-500 is already used by Cumi Ring 500 gr' }],
          },
        }),
      ],
    },
  },
];

it('recomputes the prices as they are typed, and keeps what was typed when the server refuses the SKU', async () => {
  const user = userEvent.setup({ delay: null });
  const router = renderAt('/dashboard/add/product', <ProductFormPage />, mocks);
  // Texts are pasted (this form re-renders on each key); the prices below are typed, as the test is about them.
  await user.click(screen.getByLabelText(/^Name/));
  await user.paste('Udang Baru');
  await user.tab();
  expect(screen.getByLabelText(/^Slug/)).toHaveValue('udang-baru');
  await user.click(screen.getByLabelText(/^SKU/));
  await user.paste('CMS-RING-500');
  await user.click(screen.getByRole('combobox', { name: 'Category' }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Udang' }));

  const discount = screen.getByLabelText('Discount');
  expect(discount).toBeDisabled();
  await user.type(screen.getByLabelText('Gross Price'), '100000');
  expect(discount).toBeEnabled();
  await user.clear(discount);
  await user.type(discount, '150');
  expect(discount).toHaveValue('15');
  expect(screen.getByLabelText('Retail Price')).toHaveValue('85000');
  await user.clear(screen.getByLabelText('Retail Price'));
  await user.type(screen.getByLabelText('Retail Price'), '90000');
  expect(discount).toHaveValue('10');
  await user.clear(screen.getByLabelText('Gross Price'));
  expect(discount).toHaveValue('0');
  expect(discount).toBeDisabled();
  await user.type(screen.getByLabelText('Gross Price'), '120000');
  expect(discount).toHaveValue('25');

  expect(screen.queryByLabelText('Bundle Items')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save' }));

  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('sku CMS-RING-500 is already used by Cumi Ring 500 gr'),
  );
  expect(screen.getByLabelText(/^SKU/)).toHaveAccessibleDescription(
    'sku CMS-RING-500 is already used by Cumi Ring 500 gr',
  );
  expect(screen.getByLabelText(/^Name/)).toHaveValue('Udang Baru');
  expect(screen.getByLabelText('Retail Price')).toHaveValue('90000');
  expect(router.state.location.pathname).toBe('/dashboard/add/product');
});

it('suggests the slug from the name as it is typed, and leaves a slug the user wrote alone', async () => {
  const user = userEvent.setup({ delay: null });
  renderAt('/dashboard/add/product', <ProductFormPage />, mocks);
  const name = screen.getByLabelText(/^Name/);
  const slug = screen.getByLabelText(/^Slug/);

  // Already there while the name is typed: nothing lands in the slug when the user moves into it.
  await user.type(name, 'Hello Wrld');
  expect(slug).toHaveValue('hello-wrld');
  await user.clear(name);
  await user.type(name, 'Hello World');
  expect(slug).toHaveValue('hello-world');

  await user.clear(slug);
  await user.type(slug, 'my-slug');
  expect(slug).toHaveValue('my-slug');
  // The old form wrote the suggestion into the slug on leaving the name ('hello-worldmy-slug').
  await user.type(name, ' Again');
  await user.click(slug);
  expect(slug).toHaveValue('my-slug');

  // Emptied, the slug follows the name again.
  await user.clear(slug);
  await user.type(name, '!');
  expect(slug).toHaveValue('hello-world-again');
});
