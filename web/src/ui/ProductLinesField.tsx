import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';

import { totalTransferQuantity } from '@backoffice/schema/rules/internalTransfer';

import { EditableLines, LineProductCell, LineQuantityCell } from './EditableLines';

/** A line of a form with product and quantity lines (Add Stock, the sample form). */
interface ProductLine {
  productId: string;
  quantity: string;
}

interface ProductLinesFieldProps {
  /** Quantities may be negative (an adjustment takes stock away); the field says so. */
  signed?: boolean;
  /** The first line has no delete button (Add Stock, spec 001 §5); otherwise every line can go. */
  keepFirstLine?: boolean;
}

const COLUMNS = [{ label: 'Product', sx: { width: '70%', minWidth: 240 } }, { label: 'Quantity' }];

/**
 * Spec 001 §2: product lines (a product found by searching on the server, and a quantity), Add Product, a
 * delete button per line, and the Total Quantity as it is typed.
 */
export function ProductLinesField({ signed = false, keepFirstLine = false }: ProductLinesFieldProps) {
  const { control } = useFormContext<{ lines: ProductLine[] }>();
  const lines = useWatch({ control, name: 'lines' });
  return (
    <EditableLines<ProductLine>
      title="Products"
      aria-label="Product lines"
      columns={COLUMNS}
      cells={(index) => (
        <>
          <LineProductCell index={index} placeholder="Search a product" />
          <LineQuantityCell index={index} signed={signed} sx={{ width: 130 }} />
        </>
      )}
      removable={(index) => index > 0 || !keepFirstLine}
      removeLabel={(number) => `Remove product line ${number}`}
      addLabel="Add Product"
      newLine={() => ({ productId: '', quantity: '' })}
      hint={signed ? 'A negative quantity takes stock away.' : undefined}
    >
      <Stack direction="row" spacing={2} justifyContent="flex-end">
        <Typography color="text.secondary">Total Quantity</Typography>
        <Typography fontWeight={600} aria-label="Total Quantity">
          {totalTransferQuantity(lines)}
        </Typography>
      </Stack>
    </EditableLines>
  );
}
