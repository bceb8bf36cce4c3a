import { itemSummary } from '../../ui/itemSummary';
import type { InternalTransferRowFragment } from './internalTransfers.generated';

/** Where a transfer's stock came from: the source warehouse, or the vendor of a purchase; '-' when neither. */
export const transferSource = (transfer: InternalTransferRowFragment): string =>
  transfer.fromWarehouse?.name ?? transfer.vendor?.companyName ?? '-';

/** Where it went: the destination warehouse, or the vendor of a purchase return; '-' for an adjustment. */
export const transferDestination = (transfer: InternalTransferRowFragment): string =>
  transfer.toWarehouse?.name ?? transfer.toVendor?.companyName ?? '-';

/** Spec 000 §2: the Qty cell lists the first 3 lines, then how many more there are. */
export const transferQuantityCell = (transfer: InternalTransferRowFragment): string[] =>
  itemSummary(
    transfer.lines.map((line) => ({ name: line.productName, quantity: line.quantity })),
    3,
  );
