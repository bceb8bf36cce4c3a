import { linePrice } from '@backoffice/schema/rules/orderTotals';

import type { ConsignmentInvoiceLineResolvers } from '../generated/graphql';
import { productFieldOf } from '../products/rest';

export const ConsignmentInvoiceLine: ConsignmentInvoiceLineResolvers = {
  id: (line) => String(line.key),
  productId: (line) => String(line.productId),
  // A name or SKU the answer left out is read from the product.
  productName: (line, _args, context) => line.Item?.name ?? productFieldOf(context, line.productId, 'name'),
  sku: (line, _args, context) => line.Item?.sku ?? productFieldOf(context, line.productId, 'sku'),
  quantity: (line) => line.qty,
  unitPrice: (line) => line.price,
  linePrice: (line) => linePrice({ quantity: line.qty, unitPrice: line.price }),
};
