import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { chooseOption } from '../../testing/chooseOption';
import { renderAt } from '../../testing/renderAt';
import { FaqFormPage } from './FaqFormPage';
import { CreateFaqDocument, FaqCategoryChoicesDocument, FaqDocument, UpdateFaqDocument } from './faqs.generated';

const category = (id: string, name: string) => ({ __typename: 'FaqCategory', id, name });
const stored = {
  __typename: 'Faq',
  id: '4',
  title: 'Kapan mulai MPASI?',
  body: 'Mulai usia 6 bulan.\nKonsultasikan dengan dokter.',
  locale: 'ID_ID',
  unknownLocale: null,
  category: category('1', 'Nutrisi'),
};

const mocks: MockedResponse[] = [
  // The form offers every category (perPage -1), not one page of them.
  {
    request: { query: FaqCategoryChoicesDocument },
    result: {
      data: {
        faqCategories: { __typename: 'FaqCategoryList', rows: [category('2', 'Delivery'), category('1', 'Nutrisi')] },
      },
    },
  },
  {
    request: {
      query: CreateFaqDocument,
      variables: {
        input: {
          title: 'How long does shipping take?',
          body: 'Two to three days.\nLonger outside Java.',
          categoryId: '2',
          locale: 'EN_US',
        },
      },
    },
    result: {
      data: {
        createFaq: {
          ...stored,
          id: '9',
          title: 'How long does shipping take?',
          body: 'Two to three days.',
          locale: 'EN_US',
          category: category('2', 'Delivery'),
        },
      },
    },
  },
  { request: { query: FaqDocument, variables: { id: '4' } }, result: { data: { faq: stored } } },
  {
    request: {
      query: UpdateFaqDocument,
      variables: {
        id: '4',
        input: { title: 'Kapan mulai MPASI?', body: stored.body, categoryId: '1', locale: 'EN_US' },
      },
    },
    result: { data: { updateFaq: { ...stored, locale: 'EN_US' } } },
  },
];

const routes = [
  { path: '/dashboard/add/faq', element: <FaqFormPage /> },
  { path: '/dashboard/edit/faq/:id', element: <FaqFormPage /> },
  { path: '/dashboard/faq', element: <p>FAQ list</p> },
];

describe('FAQ form', () => {
  it("says a FAQ is added in the words typed when the company's API saved it without saying which it is", async () => {
    const user = userEvent.setup();
    const saved = mocks.map((mock) =>
      mock.request.query === CreateFaqDocument ? { ...mock, result: { data: { createFaq: null } } } : mock,
    );
    const router = renderAt('/dashboard/add/faq', routes, saved);
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'How long does shipping take?');
    await user.type(screen.getByRole('textbox', { name: /^Body/ }), 'Two to three days.{Enter}Longer outside Java.');
    await chooseOption(user, /^FAQ Category/, 'Delivery');
    await chooseOption(user, /^Locale/, 'en_US');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Success add data faq How long does shipping take?')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/faq');
  });

  it('asks for a locale when the stored one is one the gateway does not know, instead of changing it unseen', async () => {
    const user = userEvent.setup();
    const french = { ...stored, locale: null, unknownLocale: 'fr_FR' };
    const router = renderAt('/dashboard/edit/faq/4', routes, [
      ...mocks.filter((mock) => mock.request.query !== FaqDocument),
      { request: { query: FaqDocument, variables: { id: '4' } }, result: { data: { faq: french } } },
    ]);
    expect(await screen.findByDisplayValue('Kapan mulai MPASI?')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^FAQ Category/ })).toHaveTextContent('Nutrisi'));
    expect(screen.getByRole('combobox', { name: /^Locale/ })).not.toHaveTextContent(/id_ID|en_US/);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Locale must be id_ID or en_US')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/edit/faq/4');
  });

  it("adds an English FAQ in a chosen category, says so in the spec's words and returns to the list", async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/add/faq', routes, mocks);
    expect(screen.getByRole('heading', { name: 'Add FAQ' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'How long does shipping take?');
    await user.type(screen.getByRole('textbox', { name: /^Body/ }), 'Two to three days.{Enter}Longer outside Java.');
    await chooseOption(user, /^FAQ Category/, 'Delivery');
    await user.click(screen.getByRole('combobox', { name: /^Locale/ }));
    const locales = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(locales.map((option) => option.textContent)).toEqual(['id_ID', 'en_US']);
    await user.click(locales[1]!);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Success add data faq How long does shipping take?')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/faq');
  });

  it('asks for the title, body and category before sending', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/add/faq', routes, mocks);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Body is required')).toBeInTheDocument();
    expect(screen.getByText('FAQ category is required')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/add/faq');
  });

  it("fills the form from the FAQ, saves a changed locale and says so in the spec's words", async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/edit/faq/4', routes, mocks);
    expect(await screen.findByDisplayValue('Kapan mulai MPASI?')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Body/ })).toHaveValue(stored.body);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^FAQ Category/ })).toHaveTextContent('Nutrisi'));
    expect(screen.getByRole('combobox', { name: /^Locale/ })).toHaveTextContent('id_ID');
    await chooseOption(user, /^Locale/, 'en_US');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Success edit data faq Kapan mulai MPASI?')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/faq');
  });
});
