import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parse } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { testLimits } from '../../../testLimits';
import { EXPORT_INTERRUPTED_MESSAGE, ExportButton, REVOKE_DOWNLOAD_AFTER_MS } from './ExportButton';
import { listExportUrl } from './listExport';
import { SessionEndedContext } from './sessionEnded';

const ORDERS = parse(`
  query Orders($filter: OrderFilter, $page: Int!, $perPage: Int!, $sortBy: OrderSortField!, $desc: Boolean!) {
    orders(filter: $filter, page: $page, perPage: $perPage, sortBy: $sortBy, desc: $desc) { totalCount rows { id } }
    warehouses(perPage: -1) { rows { id } }
  }
`);
const variables = { filter: { paymentStatus: 'PAYMENT_SUCCESS' }, page: 3, perPage: 15, sortBy: 'TOTAL', desc: false };
const columns = [
  { label: 'Date', exportPath: 'orderDate' },
  { label: 'Ship', exportPath: ['shippingAddress.address', 'shippingAddress.postalCode'] },
  { label: 'Action' },
];

describe('listExportUrl', () => {
  it("asks for the list field with the query's own arguments, not its page, and the exportable columns", () => {
    const url = new URL(listExportUrl(ORDERS, variables, columns)!, 'http://localhost');
    expect(url.pathname).toBe('/export/orders.csv');
    expect(JSON.parse(url.searchParams.get('args')!)).toEqual({
      filter: { paymentStatus: 'PAYMENT_SUCCESS' },
      sortBy: 'TOTAL',
      desc: false,
    });
    expect(JSON.parse(url.searchParams.get('columns')!)).toEqual([
      { label: 'Date', path: 'orderDate' },
      { label: 'Ship', path: ['shippingAddress.address', 'shippingAddress.postalCode'] },
    ]);
  });

  it('sends the words a column shows for its values, so the file reads as the list', () => {
    const url = new URL(
      listExportUrl(ORDERS, variables, [
        { label: 'Status', exportPath: 'paymentStatus', exportValues: { PAYMENT_SUCCESS: 'Payment Success' } },
      ])!,
      'http://localhost',
    );
    expect(JSON.parse(url.searchParams.get('columns')!)).toEqual([
      { label: 'Status', path: 'paymentStatus', values: { PAYMENT_SUCCESS: 'Payment Success' } },
    ]);
  });

  it('sends the format the screen writes a cell in, for the gateway to write it so', () => {
    const url = new URL(
      listExportUrl(ORDERS, variables, [
        { label: 'Product', exportPath: ['lines.productName', 'lines.quantity'], exportFormat: 'items' },
      ])!,
      'http://localhost',
    );
    expect(JSON.parse(url.searchParams.get('columns')!)).toEqual([
      { label: 'Product', path: ['lines.productName', 'lines.quantity'], format: 'items' },
    ]);
  });

  it('reads literal arguments and leaves out variables the query did not get', () => {
    const document = parse(
      'query ($search: String) { newsletterSubscribers(search: $search, sortBy: EMAIL, perPage: 5) { rows { id } } }',
    );
    const url = new URL(listExportUrl(document, {}, columns)!, 'http://localhost');
    expect(JSON.parse(url.searchParams.get('args')!)).toEqual({ sortBy: 'EMAIL' });
  });

  it('offers nothing for a query without a list or columns without paths', () => {
    expect(listExportUrl(parse('{ order(id: 1) { id } }'), {}, columns)).toBeUndefined();
    expect(listExportUrl(ORDERS, variables, [{ label: 'Action' }])).toBeUndefined();
  });
});

/** jsdom's Blob has no text(); the bytes as they are, byte order mark included. */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

/** A download whose chunks the test sends one at a time. */
function controlledDownload(headers: Record<string, string> = {}) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const response = new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="orders-2025-05-01.csv"',
      ...headers,
    },
  });
  return {
    response,
    send: (text: string) => controller.enqueue(new TextEncoder().encode(text)),
    end: () => controller.close(),
    fail: () => controller.error(new TypeError('terminated')),
  };
}

describe('ExportButton', () => {
  const saved: Array<{ name: string; text: Promise<string> }> = [];
  let fetchMock: ReturnType<typeof vi.fn>;
  const revokeObjectURL = vi.fn();

  beforeEach(() => {
    saved.length = 0;
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    let blob: Blob | undefined;
    // A subclass, not the global URL changed in place: files share their worker's globals (vite.config.ts).
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = (b: Blob) => ((blob = b), 'blob:export');
        static override revokeObjectURL = revokeObjectURL;
      },
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, text: blobText(blob!) });
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    revokeObjectURL.mockClear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const renderButton = () =>
    render(<ExportButton query={{ observable: { query: ORDERS }, variables }} columns={columns} />);

  it('shows the rows coming and the bytes received while downloading, then saves the whole file under its name', async () => {
    const download = controlledDownload({ 'x-total-count': '1050' });
    fetchMock.mockResolvedValue(download.response);
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringMatching(/^\/export\/orders\.csv\?/),
      expect.objectContaining({ credentials: 'same-origin' }),
    );

    download.send('\uFEFFDate,Ship\r\n2025-05-01,"Jl. Merdeka 1, 12345"\r\n');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/Exporting 1\.050 rows… \d+ B/));
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(saved).toHaveLength(0);

    download.send('x'.repeat(2048));
    expect(await screen.findByText(/Exporting 1\.050 rows… 2 KB/)).toBeInTheDocument();
    download.end();
    await vi.waitFor(() => expect(saved).toHaveLength(1), { timeout: testLimits.waitMs });
    expect(saved[0]!.name).toBe('orders-2025-05-01.csv');
    expect(await saved[0]!.text).toMatch(/^\uFEFFDate,Ship\r\n2025-05-01,"Jl\. Merdeka 1, 12345"\r\nx{2048}$/);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it("keeps the file's address while the browser starts the download, then frees it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const download = controlledDownload();
    fetchMock.mockResolvedValue(download.response);
    renderButton();
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Export CSV' }));
    download.send('\uFEFFDate,Ship\r\n');
    download.end();
    await vi.waitFor(() => expect(saved).toHaveLength(1), { timeout: testLimits.waitMs });
    // A busy browser starts the download seconds after the click, from this address.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(REVOKE_DOWNLOAD_AFTER_MS);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:export');
  });

  it('says the download failed when it is cut off mid-way, and saves nothing', async () => {
    const download = controlledDownload();
    fetchMock.mockResolvedValue(download.response);
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    download.send('\uFEFFDate,Ship\r\n');
    await screen.findByRole('status');
    download.fail();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(EXPORT_INTERRUPTED_MESSAGE));
    expect(saved).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it("shows the gateway's reason for a refused export, and ends the session when the gateway says it has ended", async () => {
    const endSession = vi.fn();
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ errors: [{ message: 'Too many rows' }] }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
    );
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          errors: [{ message: 'Please log in to continue.', extensions: { code: 'UNAUTHENTICATED' } }],
        }),
        {
          status: 401,
          headers: { 'content-type': 'application/json' },
        },
      ),
    );
    render(
      <SessionEndedContext.Provider value={endSession}>
        <ExportButton query={{ observable: { query: ORDERS }, variables }} columns={columns} />
      </SessionEndedContext.Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Export failed: Too many rows'));
    expect(endSession).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Export failed: Please log in to continue.'),
    );
    expect(endSession).toHaveBeenCalledTimes(1);
    expect(saved).toHaveLength(0);
  });

  it('is not offered for a query without a list', () => {
    render(
      <ExportButton
        query={{ observable: { query: parse('{ order(id: 1) { id } }') }, variables: {} }}
        columns={columns}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });
});
