import { Type } from '@sinclair/typebox';

export const Message = Type.Object({ message: Type.String() });

export const QuickBooksInvoice = Type.Object({
  invoice: Type.String({ description: "the QuickBooks invoice id, or 'No QB Id' when not imported" }),
  payment: Type.Array(Type.Object({ TxnDate: Type.String(), DepositToAccountRefFullName: Type.String() })),
  paymentAmount: Type.Integer(),
});
