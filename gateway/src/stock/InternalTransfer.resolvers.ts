import { keyedLines } from '../consignmentInvoices/rest';
import type { GatewayContext } from '../core/context';
import type { InternalTransferResolvers } from '../generated/graphql';
import { loadVendor } from '../vendors/rest';
import { loadWarehouse } from '../warehouses/rest';
import { toVendorIdOf, transferTypeMap } from './rest';

const warehouseOrNone = (context: GatewayContext, id: number | null) =>
  id === null ? null : loadWarehouse(context, String(id));
const vendorOrNone = (context: GatewayContext, id: number | null) =>
  id === null ? null : loadVendor(context, String(id));

export const InternalTransfer: InternalTransferResolvers = {
  id: (transfer) => String(transfer.id),
  type: (transfer) => transferTypeMap.fromRest(transfer.type),
  unknownType: (transfer) => transferTypeMap.unknownText(transfer.type),
  shipmentDate: (transfer) => transfer.from_date,
  receivedDate: (transfer) => transfer.to_date,
  fromWarehouse: (transfer, _args, context) => warehouseOrNone(context, transfer.ShipFromLocationId),
  toWarehouse: (transfer, _args, context) => warehouseOrNone(context, transfer.ShipToLocationId),
  vendor: (transfer, _args, context) => vendorOrNone(context, transfer.VendorId),
  toVendor: (transfer, _args, context) => vendorOrNone(context, toVendorIdOf(transfer)),
  lines: (transfer) => keyedLines(transfer.id, transfer.InternalTransferLines),
  totalQuantity: (transfer) => transfer.InternalTransferLines.reduce((sum, line) => sum + line.qty, 0),
};
