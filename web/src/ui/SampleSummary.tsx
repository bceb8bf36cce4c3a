import VisibilityIcon from '@mui/icons-material/Visibility';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

import type { SampleSortField } from '@backoffice/schema/generated/enums';
import { formatRupiah } from '@backoffice/schema/rules/money';
import { RECIPIENT_TYPE_LABELS, SAMPLE_PURPOSE_LABELS } from '@backoffice/schema/rules/sample';

import type { Column } from './DataTable';
import { formatDate } from './dates';
import { FactList } from './FactList';
import { type LineColumn, LinesTable, quantityColumn, skuProductColumn } from './LinesTable';
import { recipientCell, sampleContact, sampleDestination, sampleProductCell, samplePurposeLabel } from './sampleRow';
import type { SampleRowFragment } from './samples.generated';

/**
 * The columns the samples and testers lists share (spec 001 §2): Date, Recipient, Product, Contact, Ship
 * From, Ship By and Purpose. Each list adds its own Status and Action.
 */
export function sampleColumns(): Column<SampleRowFragment, SampleSortField>[] {
  return [
    {
      key: 'date',
      label: 'Date',
      exportPath: 'createdAt',
      exportFormat: 'day',
      sortKey: 'CREATED_AT',
      render: (sample) => formatDate(sample.createdAt),
    },
    {
      key: 'recipient',
      label: 'Recipient',
      exportPath: ['recipient.companyName', 'recipient.fullName', 'recipient.type'],
      exportValues: RECIPIENT_TYPE_LABELS,
      exportFormat: 'nameAndKind',
      render: recipientCell,
    },
    {
      key: 'product',
      label: 'Product',
      exportPath: ['lines.productName', 'lines.quantity'],
      exportFormat: 'items',
      noWrap: true,
      render: (sample) => sampleProductCell(sample).map((text, index) => <div key={index}>{text}</div>),
    },
    {
      key: 'contact',
      label: 'Contact',
      exportPath: ['phoneNumber', 'recipient.phoneNumber'],
      exportFormat: 'phone',
      render: sampleContact,
    },
    {
      key: 'shipFrom',
      label: 'Ship From',
      exportPath: 'shipFrom.name',
      render: (sample) => sample.shipFrom?.name ?? '',
    },
    {
      key: 'shipBy',
      label: 'Ship By',
      exportPath: 'courier.company',
      render: (sample) => sample.courier?.company ?? '',
    },
    {
      key: 'purpose',
      label: 'Purpose',
      exportPath: 'purpose',
      exportValues: SAMPLE_PURPOSE_LABELS,
      render: samplePurposeLabel,
    },
  ];
}

/** The Action column: the eye that opens the row's detail dialog. */
export function sampleActionColumn(
  noun: 'sample' | 'tester',
  open: (id: string) => void,
): Column<SampleRowFragment, SampleSortField> {
  return {
    key: 'action',
    label: 'Action',
    kind: 'actions',
    render: (sample) => (
      <Tooltip title="Detail">
        <IconButton onClick={() => open(sample.id)} aria-label={`Open ${noun} ${sample.id}`}>
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    ),
  };
}

/** A sample's items at price 0 (samples are free). */
const sampleLineColumns: ReadonlyArray<LineColumn<SampleRowFragment['lines'][number]>> = [
  // The SKU as on orders ("SKU-2 - Cumi Ring 500 gr"); the name alone when the company's API sent none.
  {
    heading: 'Product',
    cell: (line) => (line.sku ? skuProductColumn.cell({ ...line, sku: line.sku }) : line.productName),
  },
  quantityColumn,
  { heading: 'Price', figure: true, cell: () => formatRupiah(0) },
];

/**
 * What both detail dialogs show of a sample (spec 001 §2): recipient, contact, destination, address,
 * courier and purpose, then its items at price 0 (samples are free).
 */
export function SampleFacts({ sample }: { sample: SampleRowFragment }) {
  return (
    <Stack spacing={3}>
      <FactList
        facts={[
          ['Date', formatDate(sample.createdAt)],
          ['Recipient', recipientCell(sample)],
          ['Contact', sampleContact(sample)],
          ['Destination', sampleDestination(sample)],
          ['Address', sample.shippingAddress.address || '-'],
          ['Ship From', sample.shipFrom?.name ?? '-'],
          ['Courier', sample.courier?.company ?? '-'],
          ['Purpose', samplePurposeLabel(sample)],
          ['Memo', sample.memo || '-'],
        ]}
      />
      <LinesTable
        label="Sample lines"
        columns={sampleLineColumns}
        lines={sample.lines}
        totals={[['Total Quantity', sample.totalQuantity]]}
        // The total quantity sits under the quantities, not the prices.
        totalsUnder={quantityColumn}
      />
    </Stack>
  );
}
