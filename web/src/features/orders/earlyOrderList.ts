import { sendEarly } from '../../earlyQuery';
import { orderListQuery } from './orderListFilter';

/** The orders list's query, sent by the page's first script (boot.ts) with the variables the address gives. */
export const sendEarlyOrderList = () => sendEarly(orderListQuery, new URLSearchParams(location.search));
