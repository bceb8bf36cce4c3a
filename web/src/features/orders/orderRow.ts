import { cityLabel } from '../../ui/cityLabel';
import { itemSummary } from '../../ui/itemSummary';
import type { OrderDetailFragment, OrderRowFragment } from './orders.generated';

/** Spec 001 §9: the orders table shows 2 items per row. */
export const ITEMS_SHOWN_PER_ROW = 2;

/** The Product cell: "name (xqty)" for the first two lines, then "...N more". */
export const productCell = (order: Pick<OrderRowFragment, 'lines'>): string[] =>
  itemSummary(
    order.lines.map((line) => ({ name: line.productName, quantity: line.quantity })),
    ITEMS_SHOWN_PER_ROW,
  );

/** The Ship cell: the address, then the postal code. */
export const shipCell = ({ shippingAddress }: Pick<OrderRowFragment, 'shippingAddress'>): string =>
  [shippingAddress.address, shippingAddress.postalCode].filter(Boolean).join(', ');

/** The detail dialog's Destination: address, city (type plus name), province and postal code. */
export const destinationText = ({
  shippingAddress: to,
}: {
  shippingAddress: OrderDetailFragment['shippingAddress'];
}): string => [to.address, cityLabel(to.city), to.province?.name, to.postalCode].filter(Boolean).join(', ');
