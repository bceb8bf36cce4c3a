import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';

import { chooseOption } from '../../testing/chooseOption';
import { renderAt } from '../../testing/renderAt';
import { PromotionFormPage } from './PromotionFormPage';
import { PromotionDocument, UpdatePromotionDocument } from './promotions.generated';

const promotion = {
  __typename: 'Promotion' as const,
  id: '7',
  name: 'Beli Banyak Udang',
  code: 'UDANG5',
  validFrom: '2025-03-01',
  validUntil: '2025-03-31',
  quota: 200,
  usedQuota: 41,
  active: true,
  platform: 'whatsapp',
  type: 'PERCENT' as const,
  value: 15,
  maxDiscount: 75000,
  isDefault: false,
  description: 'Diskon udang',
  termsAndConditions: null,
  terms: 'QTY' as const,
  condition: 'GREATER_THAN' as const,
  amount: 5,
  maxAmount: null,
  minTransaction: null,
  imageUrl: null,
};

const CONFLICT_MESSAGE = 'Promo code SEAFOOD10 is already used by the promotion Diskon Seafood 10%';

const mocks: MockedResponse[] = [
  { request: { query: PromotionDocument, variables: { id: '7' } }, result: { data: { promotion } } },
  {
    request: {
      query: UpdatePromotionDocument,
      variables: {
        id: '7',
        image: null,
        input: {
          platform: 'whatsapp',
          name: 'Beli Banyak Udang',
          code: 'SEAFOOD10',
          type: 'PERCENT',
          value: 15,
          maxDiscount: 75000,
          active: true,
          isDefault: false,
          validFrom: '2025-03-01',
          validUntil: '2025-03-31',
          description: 'Diskon udang',
          termsAndConditions: null,
          terms: 'QTY',
          condition: 'GREATER_THAN',
          amount: 5,
          maxAmount: null,
          minTransaction: null,
          quota: 200,
          usedQuota: 41,
        },
      },
    },
    result: {
      errors: [
        new GraphQLError(CONFLICT_MESSAGE, {
          extensions: { code: 'CONFLICT', field: 'code', fields: [{ field: 'code', message: CONFLICT_MESSAGE }] },
        }),
      ],
    },
  },
];

const routes = [
  { path: '/dashboard/add/promotion', element: <PromotionFormPage /> },
  { path: '/dashboard/edit/promotion/:id', element: <PromotionFormPage /> },
];

/**
 * The field labelled `label` (a required one's label ends in MUI's asterisk), or null. Found by its label rather
 * than its role: a role query works out every element's accessibility in jsdom, about 200 ms over this form.
 */
const field = (label: string) => screen.queryByLabelText(new RegExp(`^${label}(\\s\\*)?$`));

describe('promotion form', () => {
  it('shows the fields that apply as the type, terms and condition change (spec 000 §5)', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/add/promotion', routes, mocks);

    // Percent, minTransaction terms: no condition, the minTransaction threshold.
    expect(field('Promo Value')).toBeInTheDocument();
    expect(field('Max Promo')).toBeInTheDocument();
    expect(field('Condition')).not.toBeInTheDocument();
    expect(field('Min Transaction')).toBeInTheDocument();
    expect(screen.queryByText('Expired')).not.toBeInTheDocument();

    await chooseOption(user, field('Terms')!, 'Qty');
    expect(field('Min Transaction')).not.toBeInTheDocument();
    await chooseOption(user, field('Condition')!, '>');
    expect(field('Amount')).toBeInTheDocument();
    expect(field('Max Amount')).not.toBeInTheDocument();
    await chooseOption(user, field('Condition')!, '<');
    expect(field('Max Amount')).toBeInTheDocument();
    expect(field('Amount')).not.toBeInTheDocument();

    await chooseOption(user, field('Promo Type')!, 'Free shipping');
    expect(field('Promo Value')).not.toBeInTheDocument();
    expect(field('Max Promo')).toBeInTheDocument();
    await chooseOption(user, field('Promo Type')!, 'Rounded (amount)');
    expect(field('Promo Value')).toBeInTheDocument();
    expect(field('Max Promo')).not.toBeInTheDocument();
  });

  it('says Expired beside the Active switch of a promotion whose last day has passed', async () => {
    renderAt('/dashboard/edit/promotion/7', routes, mocks);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Promo Code' })).toHaveValue('UDANG5'));
    // Valid until 31/03/2025, yet still on.
    expect(screen.getByLabelText('Active')).toBeChecked();
    expect(screen.getByText('Expired')).toBeInTheDocument();
  });

  it('names every problem on its field and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/add/promotion', routes, mocks);
    await user.type(screen.getByRole('textbox', { name: 'Promo Name' }), 'Promo Baru');
    await user.type(screen.getByRole('textbox', { name: 'Quota' }), 'seratus');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Quota must be a number')).toBeInTheDocument();
    expect(screen.getByText('Promo code is required')).toBeInTheDocument();
    expect(screen.getByText('Min transaction is required')).toBeInTheDocument();
    expect(screen.getByText('Valid from is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Promo Name' })).toHaveValue('Promo Baru');
    expect(screen.getByRole('textbox', { name: 'Quota' })).toHaveValue('seratus');
  });

  it("shows the server's message for a promo code in use, marks the code and keeps what was typed", async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/edit/promotion/7', routes, mocks);
    const code = await screen.findByRole('textbox', { name: 'Promo Code' });
    // The record fills the form just after the field appears.
    await waitFor(() => expect(code).toHaveValue('UDANG5'));
    await user.clear(code);
    await user.type(code, 'SEAFOOD10');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(CONFLICT_MESSAGE));
    expect(screen.getByRole('textbox', { name: 'Promo Code' })).toHaveValue('SEAFOOD10');
    expect(screen.getByRole('textbox', { name: 'Promo Code' })).toHaveAccessibleDescription(CONFLICT_MESSAGE);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('5');
    expect(router.state.location.pathname).toBe('/dashboard/edit/promotion/7');
  });
});
