import FormHelperText from '@mui/material/FormHelperText';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { useFormContext } from 'react-hook-form';

import type { ReturnFormValues } from '@backoffice/schema/rules/returnForm';

import { EditableLines, type EditableLinesColumn, LineQuantityCell } from '../../ui/EditableLines';

type ReturnLine = ReturnFormValues['lines'][number];

const COLUMNS: readonly EditableLinesColumn[] = [
  { label: 'Product', sx: { minWidth: 200 } },
  { label: 'Returnable', align: 'right' },
  { label: 'Quantity', sx: { minWidth: 220 } },
];

/**
 * Spec 001 §2: the chosen order's lines, each with an editable quantity and a remove button, and beside it
 * what the order still holds unreturned (its other returns already took the rest).
 */
export function ReturnLinesField({ orderChosen }: { orderChosen: boolean }) {
  const { formState } = useFormContext<ReturnFormValues>();
  return (
    <EditableLines<ReturnLine>
      title="Products"
      aria-label="Returned products"
      columns={COLUMNS}
      empty={
        <Typography color="text.secondary">
          {orderChosen ? 'No product of this order is left to return.' : 'Choose an order to see its products.'}
        </Typography>
      }
      cells={(index, line) => {
        const productError = formState.errors.lines?.[index]?.productId;
        return (
          <>
            <TableCell>
              {line.productName}
              {productError && <FormHelperText error>{productError.message}</FormHelperText>}
            </TableCell>
            <TableCell
              align="right"
              sx={{ whiteSpace: 'nowrap' }}
            >{`${line.returnableQuantity} of ${line.orderedQuantity}`}</TableCell>
            <LineQuantityCell
              index={index}
              label={`Quantity of ${line.productName}`}
              // The box stays narrow; a refusal naming the line reads in full below it.
              sx={{ '& .MuiInputBase-root': { width: 130 } }}
            />
          </>
        );
      }}
      removeLabel={(_number, line) => `Remove ${line.productName}`}
    />
  );
}
