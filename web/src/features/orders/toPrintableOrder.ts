import type { PrintableOrder } from '../../print/printableOrder';
import { cityLabel } from '../../ui/cityLabel';
import type { OrderPrintFragment } from './orders.generated';

/** An order as the invoices, packing list and label print it (the detail dialog's, or the bulk actions'). */
export function toPrintableOrder(order: OrderPrintFragment): PrintableOrder {
  const { shippingAddress: to, shipFrom } = order;
  const shipFromCity = shipFrom?.city ? [cityLabel(shipFrom.city), shipFrom.city.province.name].join(', ') : '';
  return {
    id: order.id,
    orderDate: order.orderDate,
    invoiceNumber: order.invoiceNumber ?? null,
    customer: {
      name: order.customer?.fullName ?? '',
      companyName: order.customer?.companyName ?? null,
      phoneNumber: order.customer?.phoneNumber ?? null,
    },
    shipTo: {
      address: to.address ?? '',
      city: cityLabel(to.city),
      province: to.province?.name ?? '',
      postalCode: to.postalCode ?? null,
    },
    shipFrom: shipFrom ? { name: shipFrom.name, city: shipFromCity } : null,
    // The order names the courier company only; its service is not part of an order.
    courier: order.courier ? { company: order.courier.company, serviceName: null } : null,
    trackingCode: order.trackingCode || null,
    paymentMethod: order.paymentMethod ?? null,
    memo: order.memo ?? null,
    lines: order.lines.map((line) => ({
      sku: line.sku,
      name: line.productName,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      // The margin column compares with the gross price, the price a line starts from on the form.
      listPrice: line.product.grossPrice ?? line.unitPrice,
      linePrice: line.linePrice,
      grossWeightKg: line.grossWeight ?? null,
    })),
    totals: {
      totalQuantity: order.totals.totalQuantity,
      subTotal: order.totals.subTotal,
      taxPercent: order.totals.taxPercent,
      tax: order.totals.tax,
      deliveryFee: order.totals.deliveryFee,
      total: order.totals.total,
    },
  };
}
