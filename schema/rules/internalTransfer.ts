import * as z from 'zod/mini';

import { InternalTransferType } from '../generated/enums';
import { calendarDay } from './day';
import { optionalId, requiredId } from './id';
import { MAX_INT, numberRule, parseNumberText, parseQuantity } from './number';
import { nullishText } from './party';

/** The REST API takes at most this many lines on one transfer. */
const MAX_TRANSFER_LINES = 200;

/** Spec 001 §2: the type selector's words, "Puchase Return" spelt as the spec shows it. */
export const TRANSFER_TYPE_LABELS: Record<InternalTransferType, string> = {
  PURCHASES: 'Purchases',
  INTER_WAREHOUSE: 'Inter-Warehouse',
  ADJUSTMENT: 'Adjustment',
  PURCHASE_RETURN: 'Puchase Return',
};

export type TransferEnd = 'fromWarehouseId' | 'toWarehouseId' | 'vendorId' | 'toVendorId';

/**
 * Which ends each type uses (InternalTransfer's description in stock.graphql). Spec 001 §2 shows the
 * destination for purchases, inter-warehouse moves and while no type is chosen, and the vendor/unit for
 * purchase returns only; the source warehouse is shown where the type takes stock from one. A purchase's
 * vendor is optional and not on the form.
 */
export const TRANSFER_ENDS: Record<InternalTransferType, { required: TransferEnd[]; optional: TransferEnd[] }> = {
  PURCHASES: { required: ['toWarehouseId'], optional: ['vendorId'] },
  INTER_WAREHOUSE: { required: ['fromWarehouseId', 'toWarehouseId'], optional: [] },
  ADJUSTMENT: { required: ['fromWarehouseId'], optional: [] },
  PURCHASE_RETURN: { required: ['fromWarehouseId', 'toVendorId'], optional: [] },
};

const END_LABELS: Record<TransferEnd, string> = {
  fromWarehouseId: 'From warehouse',
  toWarehouseId: 'Destination warehouse',
  vendorId: 'Vendor',
  toVendorId: 'Vendor/unit',
};

/** The fields the Add Stock form shows for a type ('' while none is chosen). */
export function shownTransferEnds(type: InternalTransferType | ''): TransferEnd[] {
  if (type === '') return ['toWarehouseId'];
  return TRANSFER_ENDS[type].required;
}

// Adjustments take negative quantities: the sign each type allows is quantityProblems' to say.
const quantityRule = numberRule('Quantity', { min: -MAX_INT });

const lineRules = z.object({
  productId: requiredId('Product'),
  quantity: quantityRule,
  unitPrice: z.nullish(numberRule('Price')),
});

/** What the number rule says of a quantity below 1. */
const LEAST_QUANTITY = 'Quantity must be 1 or more';

interface FieldProblem {
  field: string;
  message: string;
}

/** What the type decides of the ends: those it uses given (and no other), and different warehouses. */
function endProblems(
  input: { type: InternalTransferType; shipmentDate: string; receivedDate: string } & Partial<
    Record<TransferEnd, string | null | undefined>
  >,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const ends = TRANSFER_ENDS[input.type];
  for (const end of Object.keys(END_LABELS) as TransferEnd[]) {
    const given = Boolean(input[end]);
    if (ends.required.includes(end) && !given) problems.push({ field: end, message: `${END_LABELS[end]} is required` });
    if (!ends.required.includes(end) && !ends.optional.includes(end) && given) {
      problems.push({
        field: end,
        message: `${END_LABELS[end]} does not apply to ${TRANSFER_TYPE_LABELS[input.type]}`,
      });
    }
  }
  if (input.fromWarehouseId && input.fromWarehouseId === input.toWarehouseId) {
    problems.push({ field: 'toWarehouseId', message: 'Destination warehouse must differ from the From warehouse' });
  }
  if (input.shipmentDate && input.receivedDate && input.receivedDate < input.shipmentDate) {
    problems.push({ field: 'receivedDate', message: 'Received date must not be before the shipment date' });
  }
  return problems;
}

/**
 * The quantities' sign: an adjustment takes any but 0, every other type 1 or more, and so does a transfer
 * whose type is not chosen yet. Read from values that may still be refused elsewhere (a missing type), so
 * only numbers are judged.
 */
function quantityProblems({ type, lines }: { type?: unknown; lines?: unknown }): FieldProblem[] {
  if (!Array.isArray(lines)) return [];
  return lines.flatMap((line: { quantity?: unknown } | null, index) => {
    const quantity = line?.quantity;
    const field = `lines.${index}.quantity`;
    if (quantity === 0) return [{ field, message: type === 'ADJUSTMENT' ? 'Quantity must not be 0' : LEAST_QUANTITY }];
    if (typeof quantity === 'number' && quantity < 0 && type !== 'ADJUSTMENT')
      return [{ field, message: LEAST_QUANTITY }];
    return [];
  });
}

/** Reports `problems` on their fields. */
function addProblems(context: z.core.$RefinementCtx, problems: FieldProblem[]) {
  for (const { field, message } of problems) {
    context.addIssue({
      code: 'custom',
      message,
      path: field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      input: undefined,
    });
  }
}

const inputObject = z.object({
  type: z.enum(InternalTransferType, { error: 'Type is required' }),
  shipmentDate: calendarDay('Shipment date'),
  receivedDate: calendarDay('Received date'),
  fromWarehouseId: z.nullish(optionalId('From warehouse')),
  toWarehouseId: z.nullish(optionalId('Destination warehouse')),
  vendorId: z.nullish(optionalId('Vendor')),
  toVendorId: z.nullish(optionalId('Vendor/unit')),
  memo: nullishText('Memo', 2000),
  lines: z
    .array(lineRules)
    .check(
      z.minLength(1, 'Add at least one product line'),
      z.maxLength(MAX_TRANSFER_LINES, `A transfer takes at most ${MAX_TRANSFER_LINES} product lines`),
    ),
});

/** What the gateway accepts as InternalTransferInput; empty ends come out as null. */
export const internalTransferInputRules = z.pipe(
  inputObject.check(
    z.superRefine((input, context) => addProblems(context, endProblems(input))),
    // Run even when another field is refused (zod skips a check then): a quantity of 0 shows before a type is chosen.
    z.superRefine((input, context) => addProblems(context, quantityProblems(input)), { when: () => true }),
  ),
  z.transform((input) => ({
    ...input,
    fromWarehouseId: input.fromWarehouseId || null,
    toWarehouseId: input.toWarehouseId || null,
    vendorId: input.vendorId || null,
    toVendorId: input.toVendorId || null,
    memo: input.memo?.trim() || null,
  })),
);
export type InternalTransferInputValues = z.output<typeof internalTransferInputRules>;

/** What the Add Stock form's fields hold. */
export interface InternalTransferFormValues {
  type: InternalTransferType | '';
  shipmentDate: string;
  receivedDate: string;
  fromWarehouseId: string;
  toWarehouseId: string;
  vendorId: string;
  toVendorId: string;
  memo: string;
  lines: Array<{ productId: string; quantity: string }>;
}

const emptyTransferLine = () => ({ productId: '', quantity: '' });

/** Spec 001 §2: both dates today, no type chosen yet, one empty product line. */
export const newTransferFormValues = (today: string): InternalTransferFormValues => ({
  type: '',
  shipmentDate: today,
  receivedDate: today,
  fromWarehouseId: '',
  toWarehouseId: '',
  vendorId: '',
  toVendorId: '',
  memo: '',
  lines: [emptyTransferLine()],
});

/** Spec 001 §2: changing the type clears both vendors and both locations… */
export const withType = (
  values: InternalTransferFormValues,
  type: InternalTransferType | '',
): InternalTransferFormValues => ({
  ...values,
  type,
  fromWarehouseId: '',
  toWarehouseId: '',
  vendorId: '',
  toVendorId: '',
});

/** …and changing the source location clears the vendor. */
export const withFromWarehouse = (
  values: InternalTransferFormValues,
  fromWarehouseId: string,
): InternalTransferFormValues => ({
  ...values,
  fromWarehouseId,
  vendorId: '',
  toVendorId: '',
});

/** Spec 001 §2: Total Quantity, the sum of the quantities typed so far (what is not a number counts 0). */
export const totalTransferQuantity = (lines: InternalTransferFormValues['lines']) =>
  lines.reduce((sum, line) => {
    const quantity = parseQuantity(line.quantity);
    return sum + (Number.isFinite(quantity) ? quantity : 0);
  }, 0);

/** The Add Stock form's rules: the gateway's own rules, applied to what the fields hold. */
export const internalTransferFormRules = z.pipe(
  z.transform((values: InternalTransferFormValues): unknown => ({
    ...values,
    type: values.type || undefined,
    lines: values.lines.map((line) => ({ productId: line.productId, quantity: parseNumberText(line.quantity) })),
  })),
  internalTransferInputRules,
);
