import { ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { routerFuture } from '../../routes';
import { WithStylesheets } from '../../testing/stylesheets';
import { theme } from '../../theme';
import { accountingPreviewScreens } from './index';
import { CHECK_STATUSES, RED_CHECK_STATUSES } from './previewData';
import {
  type AccountingPreview,
  accountingPreviewPaths,
  accountingPreviewTitles,
  accountingPreviewUrls,
  PREVIEW_NOTICE,
} from './urls';

/**
 * The mock-ups under the app's theme and router only: no ApolloProvider (a GraphQL hook would throw for
 * want of a client) and fetch watched, so a screen that asked the server for anything would fail here.
 */
function renderPreview(screen: AccountingPreview) {
  const router = createMemoryRouter(
    (Object.keys(accountingPreviewPaths) as AccountingPreview[]).map((key) => {
      const Screen = accountingPreviewScreens[key];
      return { path: accountingPreviewUrls[key], element: <Screen /> };
    }),
    { initialEntries: [accountingPreviewUrls[screen]], future: routerFuture },
  );
  render(
    <WithStylesheets>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} future={{ v7_startTransition: false }} />
      </ThemeProvider>
    </WithStylesheets>,
  );
  return router;
}

describe('accounting mock-ups', () => {
  let fetchSpy: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    fetchSpy = vi.spyOn(globalThis, 'fetch');
  });
  afterEach(() => {
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it.each(Object.entries(accountingPreviewTitles) as [AccountingPreview, string][])(
    '%s shows its title and the preview mark under it, with no server at all',
    (key, title) => {
      renderPreview(key);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole('note')).toHaveTextContent(PREVIEW_NOTICE);
    },
  );

  it('draws Draft and Inactive checks in the theme error colour, the others not', () => {
    renderPreview('checks');
    const table = screen.getByRole('table', { name: 'Checks' });
    for (const status of CHECK_STATUSES) {
      const chip = within(table).getByText(status).closest('.MuiChip-root');
      if (RED_CHECK_STATUSES.includes(status))
        expect(chip, status).toHaveStyle({ backgroundColor: theme.palette.error.main });
      else expect(chip, status).not.toHaveStyle({ backgroundColor: theme.palette.error.main });
    }
  });

  it('switches a tracker coupon locally and filters by status', async () => {
    const user = userEvent.setup();
    renderPreview('influencerTracker');
    const status = screen.getByRole('switch', { name: 'Status of Rani Kitchen' });
    expect(status).toBeChecked();
    await user.click(status);
    expect(status).not.toBeChecked();
    expect(screen.getByText('15%')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Active' }));
    const table = screen.getByRole('table', { name: 'Influencer Tracker coupons' });
    expect(within(table).queryByText('Rani Kitchen')).not.toBeInTheDocument();
    expect(within(table).getByText('Fit With Dimas')).toBeInTheDocument();
  });

  it('opens the discount and credits dialog of Bill Payment', async () => {
    const user = userEvent.setup();
    renderPreview('billPayments');
    await user.click(screen.getByRole('button', { name: 'Discount and Credits' }));
    const dialog = screen.getByRole('dialog', { name: 'Discount and Credits' });
    expect(within(dialog).getByRole('table', { name: 'Available credits' })).toHaveTextContent('Rp 350.000');
    expect(within(dialog).getByRole('spinbutton', { name: 'Discount Amount (Rp)' })).toBeInTheDocument();
  });

  it('adds a new account in two steps: the type, then its description', async () => {
    const user = userEvent.setup();
    renderPreview('addAccount');
    expect(screen.queryByRole('textbox', { name: 'Account Name' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Equity' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByRole('textbox', { name: 'Account Type' })).toHaveValue('Equity');
    expect(screen.getByRole('textbox', { name: 'Account Name' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save (preview only)' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: 'Equity' })).toBeChecked();
  });

  it('shows Create Checks lines under an Expense tab and an Items tab', async () => {
    const user = userEvent.setup();
    renderPreview('addCheck');
    expect(screen.getByRole('table', { name: 'Expense lines' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Items' }));
    expect(screen.getByRole('table', { name: 'Item lines' })).toHaveTextContent('Rp 2.800.000');
    expect(screen.queryByRole('table', { name: 'Expense lines' })).not.toBeInTheDocument();
  });

  it.each([
    ['billItems', 'Manual Input', accountingPreviewUrls.addInternalStock, 'Input Internal Stock Data'],
    ['chartOfAccount', 'Print Account', accountingPreviewUrls.addCheck, 'Create Checks'],
  ] as const)('%s: %s leads to %s', async (key, link, address, title) => {
    const user = userEvent.setup();
    const router = renderPreview(key);
    await user.click(screen.getByRole('link', { name: link }));
    expect(router.state.location.pathname).toBe(address);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('keeps the internal stock form from saving', () => {
    renderPreview('addInternalStock');
    expect(screen.getByRole('button', { name: 'Save (preview only)' })).toBeDisabled();
  });
});
