import { formatRupiah } from '@backoffice/schema/rules/money';

import type { GatewayContext } from '../core/context';
import type { QuickbooksStatus } from '../generated/graphql';
import { loadQuickbooksInvoice, type RestOrder, type RestQuickbooksInvoice } from './rest';

/** Spec 002 §1: dates are shown DD/MM/YYYY. */
const dayMonthYear = (day: string) => day.slice(0, 10).split('-').reverse().join('/');

const NOT_PAID = { paidOn: null, account: null, amount: null };
const QUICKBOOKS_LOOKUP_FAILED: QuickbooksStatus = { state: 'ERROR', text: 'Error', ...NOT_PAID };

/** Spec 001 §8: the QuickBooks status text — not imported, no payment, or the payment's date, account and amount. */
function quickbooksStatus(answer: RestQuickbooksInvoice): QuickbooksStatus {
  if (answer.invoice === 'No QB Id') return { state: 'NOT_IMPORTED', text: 'Not imported to Quickbooks', ...NOT_PAID };
  const [payment] = answer.payment;
  if (!payment) return { state: 'NO_PAYMENT', text: 'No Payment', ...NOT_PAID };
  const amount = answer.paymentAmount === null ? null : Math.round(answer.paymentAmount);
  return {
    state: 'PAID',
    text: [
      dayMonthYear(payment.TxnDate),
      payment.DepositToAccountRefFullName,
      ...(amount === null ? [] : [formatRupiah(amount)]),
    ].join(' · '),
    paidOn: payment.TxnDate.slice(0, 10),
    account: payment.DepositToAccountRefFullName,
    amount,
  };
}

/** The order's QuickBooks status; a failed lookup shows as 'Error', not as an error of the query: the rest of the order still shows. */
export async function quickbooksStatusOf(context: GatewayContext, order: RestOrder): Promise<QuickbooksStatus> {
  const invoice = await loadQuickbooksInvoice(context, String(order.id));
  return invoice ? quickbooksStatus(invoice) : QUICKBOOKS_LOOKUP_FAILED;
}
