import type { HttpClient, Result } from '../http/request';
import type { Catalogue, CreatedOrder, CreateOrderRequest, OrderList, OrderResult } from './types';

/**
 * Purchases (decision 0015): the catalogue with the prices, orders and receipts. Part of
 * `createApi` (`getPlatform().api.getProducts()`, ...).
 */
export function orderEndpoints(r: HttpClient['request']) {
  return {
    /** The products and prices; with a campaign, its price of the plan it discounts. */
    getProducts: (campaign?: string): Promise<Result<Catalogue>> =>
      r('/vip/v1/products', { query: { campaign: campaign || undefined } }),
    /**
     * A pending order and its checkout URL. Retried after a failed answer with the same
     * `Idempotency-Key`: the server creates one order per key.
     */
    createOrder: (body: CreateOrderRequest): Promise<Result<CreatedOrder>> =>
      r('/vip/v1/orders', { method: 'POST', body, auth: true, idempotencyKey: true }),
    getOrder: (id: string): Promise<Result<OrderResult>> =>
      r(`/vip/v1/orders/${encodeURIComponent(id)}`, { auth: true }),
    /** A new checkout URL for the user's own pending order (an abandoned checkout resumed). */
    resumeOrder: (id: string, uiLocales?: string): Promise<Result<CreatedOrder>> =>
      r(`/vip/v1/orders/${encodeURIComponent(id)}/resume`, {
        method: 'POST',
        body: uiLocales ? { ui_locales: uiLocales } : {},
        auth: true,
      }),
    /** Ends the user's own pending order (`cancelled`); answers the order as it is now. */
    cancelOrder: (id: string): Promise<Result<OrderResult>> =>
      r(`/vip/v1/orders/${encodeURIComponent(id)}/cancel`, {
        method: 'POST',
        body: {},
        auth: true,
      }),
    /** The user's orders, newest first (receipts). */
    listOrders: (limit = 20): Promise<Result<OrderList>> =>
      r('/vip/v1/orders', { query: { limit }, auth: true }),
  };
}
