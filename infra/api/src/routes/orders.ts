/**
 * Purchases (ours, decision 0015): the catalogue, orders, receipts, and the stand-in payment
 * provider's checkout page on this origin.
 *   GET  /vip/v1/products?campaign=      the products and prices (public)
 *   POST /vip/v1/orders                  { product_id, campaign?, return_url, ui_locales? }
 *                                        -> { order, checkout_url } (Idempotency-Key)
 *   GET  /vip/v1/orders/{id}             an order of the signed-in user
 *   GET  /vip/v1/orders?limit=           the user's orders, newest first (receipts)
 *   POST /vip/v1/orders/{id}/resume      { ui_locales? } -> { order, checkout_url }: an open
 *                                        (pending) order's checkout again (issue 31)
 *   POST /vip/v1/orders/{id}/cancel      {} -> { order }: ends an open order (issue 31)
 *   GET  /pay/checkout/{id}?key=         the checkout page (HTML)
 *   POST /pay/checkout/{id}              its form: pay with a test card, or cancel; 303 back
 * A paid order sends its receipt to the outbox (pay/receiptMail.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, Wire, type Locale, type WireErrorName } from 'shared-libs/contracts';
import type { OrderRow, UserRow } from '../db/rows';
import type { ApiApp, RouteDeps } from '../decorations';
import { ApiError, statusFor } from '../errors';
import { earlierAnswer, idempotencyKeyOf, keepAnswer } from '../idempotency';
import { pageLocale, translator } from '../i18n';
import { pageChrome } from '../pages/chrome';
import { originOf } from '../origin';
import { answers } from '../schemas';
import { sitePageOrigins } from '../accounts/clients';
import { sendMail } from '../accounts/outbox';
import { requireUser } from '../session';
import { endExpiredAddOns } from '../pay/addOns';
import { campaignOffer, catalogue, CHECKOUT_TTL_MS, priceOf, productById } from '../pay/catalogue';
import { receiptMail } from '../pay/receiptMail';
import { cardOutcome, checkoutPage, refusedPage, type CheckoutRefusal } from '../pay/checkoutPage';
import {
  checkoutKey,
  closeOrder,
  createOrder,
  expireStaleOrders,
  findOrder,
  isCheckoutKey,
  orderJson,
  ordersOf,
  payOrder,
  productOf,
} from '../pay/orders';

/** How often add-ons that ran out and abandoned checkouts are ended (besides on reads). */
const SWEEP_MS = 60_000;

/** Each refusal of the checkout: its error name, and its text for API clients. */
const REFUSED: Record<CheckoutRefusal, [WireErrorName, string]> = {
  notFound: ['not_found', 'There is no such order'],
  wrongKey: ['permission_denied', 'The checkout key does not belong to this order'],
  paid: ['already_exists', 'This order is already paid'],
  declined: ['failed_precondition', 'This order was declined; create a new order'],
  cancelled: ['failed_precondition', 'This order was cancelled; create a new order'],
  expired: ['failed_precondition', 'This checkout has expired; create a new order'],
};

/** A browser navigating (the page's own form) rather than an API client. */
const wantsHtml = (request: FastifyRequest) =>
  String(request.headers.accept ?? '').includes('text/html');

/**
 * Whether a form post comes from a page of this origin (or from no browser at all): browsers
 * say where a post comes from (Sec-Fetch-Site, else Origin); clients that are not browsers
 * send neither.
 */
function fromOwnPage(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  return origin === undefined || origin === originOf(request);
}

/** The return URL with the order's id: where the checkout sends the buyer back. */
function backTo(order: OrderRow): string {
  const url = new URL(order.return_url);
  url.searchParams.set('order', order.id);
  return url.href;
}

export default async function orderRoutes(app: ApiApp, { ctx }: RouteDeps) {
  const sweep = () => {
    if (ctx.closed) return;
    endExpiredAddOns(ctx.db);
    expireStaleOrders(ctx.db);
  };
  const timer = setInterval(sweep, SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  /**
   * The return URL: a page on one of the origins that serve the site's pages, exactly as
   * configured (accounts/clients.ts sitePageOrigins; not any other port of the same host).
   */
  function returnUrlOf(value: string): string {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new ApiError('invalid_argument', 'return_url is not a valid URL');
    }
    if (!sitePageOrigins(ctx.options.siteOrigins).includes(url.origin)) {
      throw new ApiError(
        'invalid_argument',
        `return_url must be on an allowed site origin (${url.origin} is not)`,
      );
    }
    url.hash = '';
    return url.href;
  }

  app.get(
    '/vip/v1/products',
    { schema: { querystring: Wire.CatalogueQuery, response: answers(Wire.Catalogue) } },
    async (request) => catalogue(request.query.campaign, ctx.state),
  );

  app.post(
    '/vip/v1/orders',
    {
      config: { auth: 'required' },
      schema: { body: Wire.CreateOrderBody, response: answers(Wire.CreatedOrder) },
    },
    async (request) => {
      const user = requireUser(request);
      const key = idempotencyKeyOf(request);
      if (key) {
        const earlier = earlierAnswer<Wire.CreatedOrder>(ctx, user.id, `order:${key}`);
        if (earlier) return earlier;
      }
      const b = request.body;
      const product = productById(b.product_id);
      if (!product) throw new ApiError('invalid_argument', `Unknown product ${b.product_id}`);
      const campaign = b.campaign ?? '';
      if (campaign) {
        const offer = campaignOffer(campaign, ctx.state);
        if (!offer) throw new ApiError('invalid_argument', `Unknown campaign ${campaign}`);
        if (offer.status !== 'live')
          throw new ApiError('failed_precondition', `The campaign ${campaign} is not running`);
        if (offer.product_id !== product.id) {
          throw new ApiError(
            'invalid_argument',
            `The campaign ${campaign} does not discount ${product.id}`,
          );
        }
      }
      const returnUrl = returnUrlOf(b.return_url);
      const price = priceOf(product, campaign, ctx.state);
      const order = createOrder(ctx.db, {
        userId: user.id,
        product,
        amount: price.amount,
        campaign: price.campaign,
        returnUrl,
      });
      const answer: Wire.CreatedOrder = {
        order: orderJson(order),
        checkout_url: checkoutUrl(request, order, b.ui_locales),
      };
      if (key) keepAnswer(ctx, user.id, `order:${key}`, answer);
      return answer;
    },
  );

  app.get(
    '/vip/v1/orders/:id',
    {
      config: { auth: 'required' },
      schema: { params: Wire.OrderParams, response: answers(Wire.OrderResult) },
    },
    async (request) => ({ order: orderJson(ownOrder(request, request.params.id)) }),
  );

  /** The checkout page of an order on this origin, with its key (and the site's locale). */
  function checkoutUrl(request: FastifyRequest, order: OrderRow, uiLocales?: string): string {
    const url = new URL(`/pay/checkout/${encodeURIComponent(order.id)}`, originOf(request));
    url.searchParams.set('key', checkoutKey(ctx.secret, order));
    if (uiLocales) url.searchParams.set('ui_locales', uiLocales);
    return url.href;
  }

  /** The signed-in user's order; another user's is not told apart from a missing one. */
  function ownOrder(request: FastifyRequest, id: string): OrderRow {
    const user = requireUser(request);
    const order = findOrder(ctx.db, id);
    if (!order || order.user_id !== user.id) throw new ApiError('not_found', 'No such order');
    return order;
  }

  /** Why an order that is no longer pending cannot be resumed or cancelled. */
  function mustBePending(order: OrderRow): void {
    if (order.status === 'pending') return;
    const [name, text] = REFUSED[order.status];
    throw new ApiError(name, text);
  }

  app.post(
    '/vip/v1/orders/:id/resume',
    {
      config: { auth: 'required' },
      schema: {
        params: Wire.OrderParams,
        body: Wire.ResumeOrderBody,
        response: answers(Wire.CreatedOrder),
      },
    },
    async (request) => {
      const order = ownOrder(request, request.params.id);
      mustBePending(order);
      return {
        order: orderJson(order),
        checkout_url: checkoutUrl(request, order, request.body?.ui_locales),
      };
    },
  );

  app.post(
    '/vip/v1/orders/:id/cancel',
    {
      config: { auth: 'required' },
      schema: {
        params: Wire.OrderParams,
        body: Wire.CancelOrderBody,
        response: answers(Wire.OrderResult),
      },
    },
    async (request) => {
      const order = ownOrder(request, request.params.id);
      mustBePending(order);
      if (!closeOrder(ctx.db, order, 'cancelled')) {
        // Ended meanwhile (the checkout paid or declined it in another tab): say what it is.
        mustBePending(findOrder(ctx.db, order.id) ?? order);
      }
      const now = findOrder(ctx.db, order.id);
      if (!now) throw new ApiError('not_found', 'No such order');
      return { order: orderJson(now) };
    },
  );

  app.get(
    '/vip/v1/orders',
    {
      config: { auth: 'required' },
      schema: { querystring: Wire.OrdersQuery, response: answers(Wire.OrderList) },
    },
    async (request) => ({
      orders: ordersOf(ctx.db, requireUser(request).id, request.query.limit).map(orderJson),
    }),
  );

  /**
   * A refused checkout: the page with the reason for a browser (4xx), else the error envelope.
   * `back`: the way back, when the visitor holds the order's key.
   */
  function refuse(
    request: FastifyRequest,
    reply: FastifyReply,
    locale: Locale,
    why: CheckoutRefusal,
    back?: string,
  ) {
    const [name, text] = REFUSED[why];
    if (!wantsHtml(request)) throw new ApiError(name, text);
    const err = new ApiError(name, text);
    return html(reply, statusOf(err), refusedPage(locale, why, back), back);
  }

  /** Finds the order of a checkout and checks its key; the refusal when it cannot be paid. */
  function checkout(
    id: string,
    key: string,
  ): { order?: OrderRow; refusal?: CheckoutRefusal; back?: string } {
    const order = findOrder(ctx.db, id);
    if (!order) return { refusal: 'notFound' };
    if (!isCheckoutKey(ctx.secret, order, key)) return { refusal: 'wrongKey' };
    const back = backTo(order);
    if (order.status !== 'pending') return { order, refusal: order.status, back };
    return { order, back };
  }

  app.get(
    '/pay/checkout/:id',
    {
      schema: {
        params: Wire.CheckoutParams,
        querystring: Wire.CheckoutQuery,
        response: answers(Wire.HtmlPage),
      },
    },
    async (request, reply) => {
      const locale = pageLocale(request, request.query.ui_locales);
      const c = checkout(request.params.id, request.query.key);
      if (c.refusal || !c.order)
        return refuse(request, reply, locale, c.refusal ?? 'notFound', c.back);
      return html(reply, 200, page(c.order, request.query.key, locale), c.back);
    },
  );

  app.post(
    '/pay/checkout/:id',
    {
      schema: {
        params: Wire.CheckoutParams,
        body: Wire.CheckoutForm,
        response: answers(Wire.CheckoutDone),
      },
    },
    async (request, reply) => {
      // Only the checkout page itself posts this form (browsers say where a post comes from).
      if (!fromOwnPage(request))
        throw new ApiError('permission_denied', 'Pay from the checkout page');
      const b = request.body;
      const locale = pageLocale(request, b.ui_locales);
      const c = checkout(request.params.id, b.key);
      if (c.refusal || !c.order)
        return refuse(request, reply, locale, c.refusal ?? 'notFound', c.back);
      const order = c.order;
      const outcome = b.action === 'cancel' ? 'cancelled' : cardOutcome(b.card ?? '');
      if (!outcome) {
        if (!wantsHtml(request))
          throw new ApiError('invalid_argument', 'Use one of the test card numbers');
        return html(
          reply,
          400,
          page(order, b.key, locale, { card: b.card ?? '', wrongCard: true }),
          c.back,
        );
      }
      const paid = outcome === 'paid' ? payOrder(ctx.db, order) : undefined;
      const done = outcome === 'paid' ? Boolean(paid) : closeOrder(ctx.db, order, outcome);
      if (paid) sendReceipt(paid, locale);
      if (!done) {
        // Ended meanwhile (another tab paid or cancelled it): say what it is now.
        const now = findOrder(ctx.db, order.id);
        const why: CheckoutRefusal = !now || now.status === 'pending' ? 'notFound' : now.status;
        return refuse(request, reply, locale, why, c.back);
      }
      return reply.redirect(backTo(order), 303);
    },
  );

  /** The receipt of a paid order to the buyer (the outbox), in the checkout's language. */
  function sendReceipt(order: OrderRow, locale: Locale): void {
    const user = ctx.db
      .prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?')
      .get(order.user_id);
    if (!user) return;
    const link = new URL(order.return_url);
    link.search = '';
    sendMail(ctx, receiptMail(user, order, locale, link.href));
  }

  function page(
    order: OrderRow,
    key: string,
    locale: Locale,
    extra: { card?: string; wrongCard?: boolean } = {},
  ): string {
    // The frame of the account pages (issue 31): the site's brand and back link (the order's
    // site, in the page's language) and this page in each language.
    const home = new URL(locale === DEFAULT_LOCALE ? '/' : `/${locale}`, order.return_url).href;
    const self = `/pay/checkout/${encodeURIComponent(order.id)}?${new URLSearchParams({ key, ui_locales: locale })}`;
    return checkoutPage(
      {
        orderId: order.id,
        key,
        locale,
        product: productOf(order),
        amount: order.amount,
        currency: order.currency,
        campaign: Boolean(order.campaign),
        minutesLeft: Math.max(
          1,
          Math.ceil((order.created_at + CHECKOUT_TTL_MS - Date.now()) / 60_000),
        ),
        ...extra,
      },
      pageChrome(translator(locale), { locale, home }, self),
    );
  }
}

/** The HTTP status of a refusal (the error table's). */
const statusOf = (err: ApiError): number => err.status ?? statusFor(err.apiName);

/**
 * An HTML answer of the checkout: no script (`default-src 'none'`), forms post here only and
 * then go back to the site (`form-action` covers the 303), never framed, and no Referer to
 * another origin (the page's URL carries the checkout key).
 */
function html(reply: FastifyReply, status: number, body: string, back?: string) {
  const formTargets = ["'self'", back ? new URL(back).origin : ''].filter(Boolean).join(' ');
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action ${formTargets}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .header('referrer-policy', 'same-origin')
    .send(body);
}
