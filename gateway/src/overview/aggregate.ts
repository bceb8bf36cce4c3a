import type { SalesChannel } from '@backoffice/schema/generated/enums';

import type { PaidOrdersQuery } from '../generated/operations';

/** A paid order as the overview reads it from the orders list: a row of listQueries.graphql's PaidOrders. */
export type PaidOrder = PaidOrdersQuery['list']['rows'][number];

export interface ChannelSalesFigures {
  channel: SalesChannel | null;
  orderCount: number;
  total: number;
}

export interface SalesDayFigures {
  day: string;
  orderCount: number;
  total: number;
  byChannel: ChannelSalesFigures[];
}

export interface ProductSalesFigures {
  productId: string;
  productName: string;
  sku: string;
  quantity: number;
  total: number;
}

/** Most first; ties by the channel's value, so the order never depends on the orders' order. */
const byTotal = (a: ChannelSalesFigures, b: ChannelSalesFigures) =>
  b.total - a.total || (a.channel ?? '').localeCompare(b.channel ?? '');

/**
 * Each of `days` (every day of the period, oldest first) with its orders' count and total, and the same by channel.
 * Orders dated outside `days` are left out: the list was asked for the period, so there are none unless it changed.
 */
export function salesByDay(orders: PaidOrder[], days: string[]): SalesDayFigures[] {
  const channelsByDay = new Map(days.map((day) => [day, new Map<SalesChannel | null, ChannelSalesFigures>()]));
  for (const order of orders) {
    const channels = channelsByDay.get(order.orderDate);
    if (!channels) continue;
    const channel = channels.get(order.salesChannel) ?? { channel: order.salesChannel, orderCount: 0, total: 0 };
    channel.orderCount += 1;
    channel.total += order.totals.total;
    channels.set(order.salesChannel, channel);
  }
  return days.map((day) => {
    const byChannel = [...channelsByDay.get(day)!.values()].sort(byTotal);
    return {
      day,
      orderCount: byChannel.reduce((sum, channel) => sum + channel.orderCount, 0),
      total: byChannel.reduce((sum, channel) => sum + channel.total, 0),
      byChannel,
    };
  });
}

/**
 * The `limit` products with the most units in `orders`, most first; ties by their sales, then by name, so equal
 * figures always come in one order. Name and SKU are the first line's that names the product.
 */
export function topProductsByQuantity(orders: PaidOrder[], limit = 10): ProductSalesFigures[] {
  const products = new Map<string, ProductSalesFigures>();
  for (const line of orders.flatMap((order) => order.lines)) {
    const product = products.get(line.productId) ?? {
      productId: line.productId,
      productName: line.productName,
      sku: line.sku,
      quantity: 0,
      total: 0,
    };
    product.quantity += line.quantity;
    product.total += line.linePrice;
    products.set(line.productId, product);
  }
  return [...products.values()]
    .sort((a, b) => b.quantity - a.quantity || b.total - a.total || a.productName.localeCompare(b.productName))
    .slice(0, limit);
}
