import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';

import { PRESET_LISTS } from '@backoffice/schema/rules/listPreset';

import { dashboardUrl } from '../appUrls';
import { areaPaths } from '../routePaths';
import { renderAt } from '../testing/renderAt';
import { ListPresets } from './ListPresets';
import {
  CreateListPresetDocument,
  DeleteListPresetDocument,
  ListPresetsDocument,
  UpdateListPresetDocument,
} from './presets.generated';

const LIST = '/dashboard/orders';
const preset = (id: string, name: string, params: string) => ({
  __typename: 'ListPreset',
  id,
  list: LIST,
  name,
  params,
  updatedAt: '2026-11-20T08:00:00.000Z',
});
const unpaid = preset('1', 'Belum dibayar', 'status=PAYMENT_PENDING');
const bigOnes = preset('2', 'Terbesar', 'desc=true&orderby=TOTAL');

const presetsMock = (presets: object[]): MockedResponse => ({
  request: { query: ListPresetsDocument, variables: { list: LIST } },
  result: { data: { listPresets: presets } },
});

const openMenu = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: /^Preset/ }));
  return screen.findByRole('dialog', { name: 'Saved presets' });
};

describe('list presets', () => {
  it("are kept by the gateway for each list route, the lists' paths it accepts and no others", () => {
    const listRoutes = Object.values(areaPaths).map((paths) => `${dashboardUrl}/${paths.list}`);
    expect([...PRESET_LISTS].sort()).toEqual(listRoutes.sort());
  });

  it('shows the preset the address equals as selected, and applies another by navigating to its params', async () => {
    const user = userEvent.setup();
    const router = renderAt(`${LIST}?page=3&status=PAYMENT_PENDING`, <ListPresets />, [presetsMock([unpaid, bigOnes])]);
    // The page is no part of a preset: the address still shows the unpaid preset's view.
    expect(await screen.findByRole('button', { name: 'Preset: Belum dibayar' })).toBeInTheDocument();

    const menu = await openMenu(user);
    expect(within(menu).getByRole('button', { name: 'Belum dibayar' })).toHaveAttribute('aria-current', 'true');
    expect(within(menu).getByRole('button', { name: 'Update preset Belum dibayar' })).toBeDisabled();
    await user.click(within(menu).getByRole('button', { name: 'Terbesar' }));
    expect(router.state.location.search).toBe('?desc=true&orderby=TOTAL');
    expect(await screen.findByRole('button', { name: 'Preset: Terbesar' })).toBeInTheDocument();

    // Applying pushed an entry: Back returns to the list as it was.
    await router.navigate(-1);
    expect(router.state.location.search).toBe('?page=3&status=PAYMENT_PENDING');
    expect(await screen.findByRole('button', { name: 'Preset: Belum dibayar' })).toBeInTheDocument();
  });

  it("saves the address's filters without the page under a name, and lists it as the selected preset", async () => {
    const user = userEvent.setup();
    const saved = preset('3', 'Lunas', 'orderby=TOTAL&status=PAYMENT_SUCCESS');
    renderAt(`${LIST}?status=PAYMENT_SUCCESS&page=2&orderby=TOTAL`, <ListPresets />, [
      presetsMock([unpaid]),
      {
        request: {
          query: CreateListPresetDocument,
          variables: { input: { list: LIST, name: 'Lunas', params: 'orderby=TOTAL&status=PAYMENT_SUCCESS' } },
        },
        result: { data: { createListPreset: saved } },
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Presets' })).toBeInTheDocument();
    await user.click(within(await openMenu(user)).getByRole('button', { name: 'Save preset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save preset' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByLabelText('Preset name')).toHaveAccessibleDescription('Name is required');

    await user.type(within(dialog).getByLabelText('Preset name'), '  Lunas  {Enter}');
    expect(await screen.findByText('Preset Lunas saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save preset' })).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Preset: Lunas' })).toBeInTheDocument();
    const menu = await openMenu(user);
    expect(
      within(menu)
        .getAllByRole('button', { name: /^(Belum dibayar|Lunas)$/ })
        .map((item) => item.textContent),
    ).toEqual(['Belum dibayar', 'Lunas']);
  });

  it('shows a taken name on the field and keeps the dialog open with what was typed', async () => {
    const user = userEvent.setup();
    renderAt(`${LIST}?status=PAYMENT_FAILED`, <ListPresets />, [
      presetsMock([unpaid]),
      {
        request: {
          query: CreateListPresetDocument,
          variables: { input: { list: LIST, name: 'belum dibayar', params: 'status=PAYMENT_FAILED' } },
        },
        result: {
          errors: [
            new GraphQLError('A preset named Belum dibayar already exists for this list', {
              extensions: { code: 'CONFLICT', field: 'name' },
            }),
          ],
        },
      },
    ]);
    await user.click(within(await openMenu(user)).getByRole('button', { name: 'Save preset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save preset' });
    await user.type(within(dialog).getByLabelText('Preset name'), 'belum dibayar');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const field = within(dialog).getByLabelText('Preset name');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('A preset named Belum dibayar already exists for this list'),
    );
    expect(field).toHaveValue('belum dibayar');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it("updates a preset with the address's filters after a filter changed, which makes it the selected one", async () => {
    const user = userEvent.setup();
    renderAt(`${LIST}?status=PAYMENT_PENDING&sales_type=shopee`, <ListPresets />, [
      presetsMock([unpaid]),
      {
        request: {
          query: UpdateListPresetDocument,
          variables: { id: '1', input: { name: 'Belum dibayar', params: 'sales_type=shopee&status=PAYMENT_PENDING' } },
        },
        result: { data: { updateListPreset: { ...unpaid, params: 'sales_type=shopee&status=PAYMENT_PENDING' } } },
      },
    ]);
    // The channel filter changed since the preset was saved: no preset is selected.
    expect(await screen.findByRole('button', { name: 'Presets' })).toBeInTheDocument();
    const menu = await openMenu(user);
    await waitFor(() =>
      expect(within(menu).getByRole('button', { name: 'Belum dibayar' })).not.toHaveAttribute('aria-current'),
    );
    await user.click(within(menu).getByRole('button', { name: 'Update preset Belum dibayar' }));
    expect(await screen.findByText('Preset Belum dibayar updated')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Preset: Belum dibayar' })).toBeInTheDocument();
    expect(within(await openMenu(user)).getByRole('button', { name: 'Belum dibayar' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('deletes a preset after the confirm dialog asks, and a cancel keeps it', async () => {
    const user = userEvent.setup();
    renderAt(LIST, <ListPresets />, [
      presetsMock([unpaid, bigOnes]),
      {
        request: { query: DeleteListPresetDocument, variables: { id: '2' } },
        result: { data: { deleteListPreset: { __typename: 'ListPreset', id: '2', name: 'Terbesar' } } },
      },
    ]);
    await user.click(within(await openMenu(user)).getByRole('button', { name: 'Delete preset Terbesar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove preset Terbesar ?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Remove preset Terbesar ?' })).not.toBeInTheDocument(),
    );
    expect(within(await openMenu(user)).getByRole('button', { name: 'Terbesar' })).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('dialog', { name: 'Saved presets' })).getByRole('button', {
        name: 'Delete preset Terbesar',
      }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove preset Terbesar ?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(await screen.findByText('Preset Terbesar removed')).toBeInTheDocument();
    const menu = await openMenu(user);
    expect(within(menu).queryByRole('button', { name: 'Terbesar' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Belum dibayar' })).toBeInTheDocument();
  });
});
