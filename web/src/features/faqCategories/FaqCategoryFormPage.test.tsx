import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';

import { renderAt } from '../../testing/renderAt';
import { CreateFaqCategoryDocument, FaqCategoryDocument, UpdateFaqCategoryDocument } from './faqCategories.generated';
import { FaqCategoryFormPage } from './FaqCategoryFormPage';

const TAKEN = 'A FAQ category named nutrisi already exists';

const mocks: MockedResponse[] = [
  {
    request: { query: CreateFaqCategoryDocument, variables: { input: { name: 'Pembayaran' } } },
    result: { data: { createFaqCategory: { __typename: 'FaqCategory', id: '7', name: 'Pembayaran', faqCount: 0 } } },
  },
  {
    request: { query: CreateFaqCategoryDocument, variables: { input: { name: 'nutrisi' } } },
    result: {
      errors: [
        new GraphQLError(TAKEN, {
          extensions: { code: 'CONFLICT', field: 'name', fields: [{ field: 'name', message: TAKEN }] },
        }),
      ],
    },
  },
  {
    request: { query: FaqCategoryDocument, variables: { id: '1' } },
    result: { data: { faqCategory: { __typename: 'FaqCategory', id: '1', name: 'Nutrisi', faqCount: 3 } } },
  },
  {
    request: { query: UpdateFaqCategoryDocument, variables: { id: '1', input: { name: 'Nutrisi Anak' } } },
    result: { data: { updateFaqCategory: { __typename: 'FaqCategory', id: '1', name: 'Nutrisi Anak', faqCount: 3 } } },
  },
];

const routes = [
  { path: '/dashboard/add/faq_category', element: <FaqCategoryFormPage /> },
  { path: '/dashboard/edit/faq_category/:id', element: <FaqCategoryFormPage /> },
  { path: '/dashboard/faq_category', element: <p>FAQ category list</p> },
];

const nameField = () => screen.getByRole('textbox', { name: /^Name/ });

describe('FAQ category form', () => {
  it("adds a category and says so in the spec's words", async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/add/faq_category', routes, mocks);
    expect(screen.getByRole('heading', { name: 'Add FAQ Category' })).toBeInTheDocument();
    await user.type(nameField(), 'Pembayaran');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Success add data faq category Pembayaran')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/faq_category');
  });

  it("shows a name in use on the name field with the gateway's words, keeping what was typed", async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/add/faq_category', routes, mocks);
    await user.type(nameField(), 'nutrisi');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(TAKEN));
    expect(nameField()).toHaveAccessibleDescription(TAKEN);
    expect(nameField()).toHaveValue('nutrisi');
    expect(router.state.location.pathname).toBe('/dashboard/add/faq_category');
  });

  it("renames a category and says so in the spec's words", async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/edit/faq_category/1', routes, mocks);
    expect(await screen.findByRole('heading', { name: 'Edit FAQ Category' })).toBeInTheDocument();
    const name = await screen.findByDisplayValue('Nutrisi');
    await user.clear(name);
    await user.type(name, 'Nutrisi Anak');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Success edit data faq category Nutrisi Anak')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/faq_category');
  });
});
