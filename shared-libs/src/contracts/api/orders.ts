/**
 * Purchases (all ours: spec §9 shows no prices, plans or quotas; decision 0015): the catalogue
 * of products with their prices and a campaign's price, orders and their checkout at the
 * stand-in payment provider, the user's receipts, and the add-ons of the quota answer.
 * Money is an integer number of the currency's minor units (USD cents); the client formats it.
 */
import { Type, type Static } from 'typebox';
import { Decimal, Id, StringEnum, Time } from './common';

/** What a product gives: premium days, extra storage, or extra download traffic. */
export const PRODUCT_KINDS = ['premium', 'storage', 'traffic'] as const;
/**
 * `pending` until the checkout ends: `paid`, `declined` (the card was refused; nothing changed),
 * `cancelled` (the buyer left the checkout), `expired` (abandoned: the checkout was not finished
 * in time). Only `paid` changes anything; every state but `pending` is final.
 */
export const ORDER_STATUSES = ['pending', 'paid', 'declined', 'cancelled', 'expired'] as const;

/** What a product is, independent of its price (also carried by an order: its receipt). */
export const ProductSpec = Type.Object({
  id: Type.String(),
  kind: StringEnum(PRODUCT_KINDS),
  /** How long it lasts, in days (premium: added to the current premium). */
  days: Type.Integer(),
  /** Premium: the plan's length in months (1, 3, 12); 0 for add-ons. */
  months: Type.Integer(),
  /** Add-ons: the bytes added (decimal string); '0' for premium. */
  bytes: Decimal,
});
export type ProductSpec = Static<typeof ProductSpec>;

export const Product = Type.Object({
  ...ProductSpec.properties,
  /** The regular price, in minor units of `currency`. */
  price: Type.Integer(),
  currency: Type.String(),
  /** The price of the campaign asked for, when it is live and discounts this product. */
  campaign_price: Type.Optional(Type.Integer()),
});
export type Product = Static<typeof Product>;

/** `GET /vip/v1/products?campaign=` */
export const CatalogueQuery = Type.Object({
  /** A campaign id (`black-friday`, `christmas`); an unknown one gives no campaign price. */
  campaign: Type.Optional(Type.String({ maxLength: 64 })),
});

/** The offer of the campaign asked for. `status` is the campaign's (config activity_operation). */
export const CampaignOffer = Type.Object({
  id: Type.String(),
  status: StringEnum(['upcoming', 'live', 'ended'] as const),
  /** The premium plan it discounts. */
  product_id: Type.String(),
  /** The campaign's price of that plan (given while the campaign is live). */
  price: Type.Integer(),
  end_time: Time,
});
export type CampaignOffer = Static<typeof CampaignOffer>;

/**
 * What a plan gives (ours): storage (bytes, decimal string), monthly download traffic (bytes, a
 * number like the other transfer-quota numbers) and URL (cloud download) tasks a day.
 */
export const PlanFigure = Type.Object({
  storage: Decimal,
  traffic: Type.Number(),
  daily_url_tasks: Type.Integer(),
});
export const PlanFigures = Type.Object({ free: PlanFigure, premium: PlanFigure });
export type PlanFigures = Static<typeof PlanFigures>;

export const Catalogue = Type.Object({
  currency: Type.String(),
  products: Type.Array(Product),
  /** The campaign asked for, or null when none was asked or it is unknown. */
  campaign: Type.Union([CampaignOffer, Type.Null()]),
  /** What the free plan and premium give (added in issue 31; older servers omit it). */
  plans: Type.Optional(PlanFigures),
});
export type Catalogue = Static<typeof Catalogue>;

/** An order; also a receipt once paid. Times are '' where there is none. */
export const Order = Type.Object({
  id: Type.String(),
  product: ProductSpec,
  /** The campaign whose price was charged, '' for the regular price. */
  campaign: Type.String(),
  amount: Type.Integer(),
  currency: Type.String(),
  status: StringEnum(ORDER_STATUSES),
  created_time: Time,
  updated_time: Time,
  /** What a paid order bought: premium from..until, or the add-on's days. '' until paid. */
  period_start: Time,
  period_end: Time,
  /**
   * A pending order: when its checkout expires if it is not finished (then `expired`); ''
   * once it has ended. Added in issue 31 (older servers omit it).
   */
  expires_time: Type.Optional(Time),
});
export type Order = Static<typeof Order>;

/**
 * `POST /vip/v1/orders` (signed in; `Idempotency-Key` makes a retry answer the same order).
 * No other field: the price is the server's (a client's `amount` is refused, not ignored).
 */
export const CreateOrderBody = Type.Object(
  {
    product_id: Id,
    campaign: Type.Optional(Type.String({ maxLength: 64 })),
    /** Where the checkout sends the buyer back (`?order=<id>` is added): a page of the site. */
    return_url: Type.String({ minLength: 1, maxLength: 2000 }),
    /** The site's locale, for the checkout page (OAuth-style `ui_locales`). */
    ui_locales: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export const CreatedOrder = Type.Object({
  order: Order,
  /** The stand-in provider's checkout page (a full-page navigation). */
  checkout_url: Type.String(),
});
export type CreatedOrder = Static<typeof CreatedOrder>;

/** `GET /vip/v1/orders/{id}` */
export const OrderParams = Type.Object({ id: Id });
export const OrderResult = Type.Object({ order: Order });
export type OrderResult = Static<typeof OrderResult>;

/**
 * `POST /vip/v1/orders/{id}/resume` (signed in): a new checkout link for the user's own pending
 * order (an abandoned checkout taken up again); the answer is `CreatedOrder`.
 */
export const ResumeOrderBody = Type.Object(
  {
    /** The site's locale, for the checkout page. */
    ui_locales: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
/** `POST /vip/v1/orders/{id}/cancel` (signed in): ends the user's own pending order. */
export const CancelOrderBody = Type.Object({}, { additionalProperties: false });

/** `GET /vip/v1/orders`: the user's orders, newest first (receipts). */
export const OrdersQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});
export const OrderList = Type.Object({ orders: Type.Array(Order) });
export type OrderList = Static<typeof OrderList>;

/** `GET /pay/checkout/{id}?key=&ui_locales=`: the stand-in provider's page (HTML). */
export const CheckoutParams = Type.Object({ id: Id });
export const CheckoutQuery = Type.Object({
  /** The order's checkout key (in `checkout_url`): whoever holds it may pay the order. */
  key: Type.String({ maxLength: 200, default: '' }),
  ui_locales: Type.Optional(Type.String({ maxLength: 100 })),
});
/**
 * `POST /pay/checkout/{id}` (the page's form): `pay` with a test card, or `cancel`. Answers a
 * 303 to the return URL; a refusal is the error envelope, or the page with a message for a
 * browser (`Accept: text/html`).
 */
export const CheckoutForm = Type.Object({
  key: Type.String({ maxLength: 200 }),
  action: StringEnum(['pay', 'cancel'] as const),
  card: Type.Optional(Type.String({ maxLength: 40 })),
  ui_locales: Type.Optional(Type.String({ maxLength: 100 })),
});
/** The 303's answer: the return URL (also in `Location`). */
export const CheckoutDone = Type.Object({ location: Type.String() });

/**
 * Download traffic of `GET /drive/v1/about` (transfer-quota numbers are JSON numbers, not
 * decimal strings: api-contract.md). `base` is the plan's monthly allowance, `extra` the live
 * packs, `limit` their sum, `expire` when the last live pack ends ('' without one). Usage is not
 * metered by this server (not shown).
 */
export const Traffic = Type.Object({
  kind: Type.Literal('drive#traffic'),
  limit: Type.Number(),
  base: Type.Number(),
  extra: Type.Number(),
  expire: Time,
});

/** A live add-on of `GET /drive/v1/about` (its bytes are in `quota.limit` or `traffic.extra`). */
export const AddOn = Type.Object({
  kind: StringEnum(['storage', 'traffic'] as const),
  product_id: Type.String(),
  bytes: Decimal,
  expire: Time,
});
