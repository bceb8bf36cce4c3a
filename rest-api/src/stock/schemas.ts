import { type Static, Type } from '@sinclair/typebox';

import { MAX_INT } from '@backoffice/schema/rules/number';

import { DateText, Id, Nullable, oneOf, timestamps, WholeNumber } from '../core/schemas';

/** Spec 000 §4: how stock moves in an internal transfer. */
export const TRANSFER_TYPES = ['purchases', 'inter_warehouse', 'adjustment', 'purchase_return'] as const;
type TransferType = (typeof TRANSFER_TYPES)[number];

/**
 * Which ends of a transfer each type uses (the rule the Add Stock form shows, and POST checks):
 * a purchase arrives at a warehouse (from a vendor, optionally named); an inter-warehouse move leaves one
 * warehouse for another; an adjustment corrects one warehouse's stock up or down; a purchase return leaves a
 * warehouse for a vendor.
 */
export const TRANSFER_ENDS: Record<
  TransferType,
  { from: 'warehouse' | 'vendor'; to: 'warehouse' | 'vendor' | 'none' }
> = {
  purchases: { from: 'vendor', to: 'warehouse' },
  inter_warehouse: { from: 'warehouse', to: 'warehouse' },
  adjustment: { from: 'warehouse', to: 'none' },
  purchase_return: { from: 'warehouse', to: 'vendor' },
};

const Named = (nameKey: string) => Nullable(Type.Object({ id: Type.Integer(), [nameKey]: Type.String() }));

const TransferLine = Type.Object({
  id: Type.Integer(),
  ItemId: Type.Integer(),
  qty: Type.Integer({ description: 'signed for adjustments, positive otherwise' }),
  price: Nullable(Type.Integer()),
  memo: Nullable(Type.String()),
  counted_qty: Nullable(Type.Integer({ description: 'the stock counted on the shelf, for a real-stock correction' })),
  Item: Type.Object({ id: Type.Integer(), name: Type.String(), sku: Type.String() }),
});

export const InternalTransfer = Type.Object({
  id: Type.Integer(),
  type: oneOf(TRANSFER_TYPES),
  from_date: DateText,
  to_date: DateText,
  memo: Nullable(Type.String()),
  VendorId: Nullable(Type.Integer()),
  Vendor: Named('company_name'),
  ToVendorId: Nullable(Type.Integer()),
  ToVendor: Named('company_name'),
  ShipFromLocationId: Nullable(Type.Integer()),
  ShipFromLocation: Named('LocationName'),
  ShipToLocationId: Nullable(Type.Integer()),
  ShipToLocation: Named('LocationName'),
  DeliveryMethodId: Nullable(Type.Integer()),
  status: Type.Integer(),
  InternalTransferLines: Type.Array(TransferLine),
  ...timestamps,
});
export type InternalTransfer = Static<typeof InternalTransfer>;

/** One line of the `items` JSON text of POST /internal_transfer. */
export const TransferLineBody = Type.Object(
  {
    ItemId: Id(),
    qty: Type.Integer({ minimum: -MAX_INT, maximum: MAX_INT }),
    price: Type.Optional(Nullable(WholeNumber())),
    memo: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    expected_stock: Type.Optional(
      Type.Integer({
        minimum: -MAX_INT,
        maximum: MAX_INT,
        description:
          'Adjustments only: the stock the difference was computed from. When the ledger holds another figure the ' +
          'transfer is refused with 409 and nothing is written, so two corrections of one count cannot both apply.',
      }),
    ),
  },
  { additionalProperties: false },
);
export const TransferLinesBody = Type.Array(TransferLineBody, { minItems: 1, maxItems: 200 });
export type TransferLineBody = Static<typeof TransferLineBody>;

/** Spec 001 §3 and §7: the body of POST /internal_transfer, with the lines as JSON text. */
export const InternalTransferBody = Type.Object(
  {
    type: oneOf(TRANSFER_TYPES),
    from_date: DateText,
    to_date: DateText,
    vendor: Type.Optional(Nullable(Id({ description: 'the vendor a purchase comes from' }))),
    ToVendorId: Type.Optional(Nullable(Id({ description: 'the vendor a purchase return goes to' }))),
    // The lines' shape is documented as the text's contentSchema, so /openapi.json describes each field of a line
    // (and the spec profile can leave expected_stock out of it: core/profile.ts).
    items: Type.String({
      maxLength: 100_000,
      description: 'JSON text of the list of lines described by contentSchema',
      contentMediaType: 'application/json',
      contentSchema: TransferLinesBody,
    }),
    ShipFromLocationId: Type.Optional(Nullable(Id())),
    ShipToLocationId: Type.Optional(Nullable(Id())),
    DeliveryMethodId: Type.Optional(Nullable(Id({ description: 'always 1 from the dashboard' }))),
    memo: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: 'always 1 from the dashboard' })),
  },
  { additionalProperties: false },
);
export type InternalTransferBody = Static<typeof InternalTransferBody>;

/** Spec 002 §3: one row of the stock tracker. */
export const StockCount = Type.Object({
  ItemId: Type.Integer(),
  WarehouseId: Type.Integer(),
  Warehouse: Type.Object({ LocationName: Type.String() }),
  Item: Type.Object({ name: Type.String(), sku: Type.String() }),
  CurrentStock: Type.Integer({ description: 'the sum of the movements up to filter_date' }),
  RealStock: Nullable(
    Type.Integer({
      description: 'the latest count recorded by a correction up to filter_date; null when never counted',
    }),
  ),
  PendingStock: Type.Integer({
    description: 'units on orders from the warehouse, placed by filter_date, that have not left it yet',
  }),
});
export type StockCount = Static<typeof StockCount>;
