import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';

import { INVOICE_VARIANTS, type InvoiceVariant } from '../../print/invoiceDocument';
import { loadPrinting } from '../../print/loadPrinting';
import type { ActionRunner } from '../../ui/useOneActionAtATime';
import type { OrderDetailFragment } from './orders.generated';
import { toPrintableOrder } from './toPrintableOrder';

/** The Print button: its menu offers the invoice variants and prints the one chosen. */
export function OrderPrintMenu({ order, runner }: { order: OrderDetailFragment; runner: ActionRunner }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const printInvoice = (variant: InvoiceVariant) =>
    runner.run('print', async () => {
      const printing = await loadPrinting();
      await printing.printInvoice(toPrintableOrder(order), variant);
    });

  return (
    <>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        loading={runner.running === 'print'}
        disabled={runner.running !== null}
      >
        Print
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {INVOICE_VARIANTS.map(({ variant, label }) => (
          <MenuItem
            key={variant}
            onClick={() => {
              setAnchor(null);
              void printInvoice(variant);
            }}
          >
            {label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
