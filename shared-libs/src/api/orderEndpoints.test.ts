import { createHttpClient } from '../http/request';
import { createFakeClock } from '../testing/fakeClock';
import { createFakeTransport, errorReply, jsonReply } from '../testing/fakeTransport';
import { createApi } from './endpoints';

function setup() {
  const transport = createFakeTransport();
  const clock = createFakeClock();
  const http = createHttpClient({
    origins: ['https://api.test', 'https://api2.test'],
    transport,
    getLocale: () => 'ja',
    clientId: 'c',
    getDeviceId: () => 'd',
    sleep: clock.sleep,
    random: () => 0,
    logger: { warn: () => {}, error: () => {} },
  });
  http.setAuth({ accessToken: async () => 'tok', refresh: async () => false });
  return { transport, api: createApi(http) };
}

describe('order endpoints (decision 0015)', () => {
  it('the catalogue is public and names the campaign only when there is one', async () => {
    const { transport, api } = setup();
    transport.on(
      'GET',
      '/vip/v1/products',
      jsonReply({ currency: 'USD', products: [], campaign: null }),
    );
    await api.getProducts();
    await api.getProducts('black-friday');
    expect(transport.calls.map((c) => c.query)).toEqual([{}, { campaign: 'black-friday' }]);
    expect(transport.calls[0]!.headers.Authorization).toBeUndefined();
  });

  it('creating an order is signed in and retried with the same Idempotency-Key', async () => {
    const { transport, api } = setup();
    const created = { order: { id: 'OR1' }, checkout_url: 'https://api.test/pay/checkout/OR1' };
    transport.on('POST', '/vip/v1/orders', [errorReply('internal', 13, 500), jsonReply(created)]);
    const body = { product_id: 'premium-1m', return_url: 'https://site.test/en-US/drive/payment' };
    const res = await api.createOrder(body);
    expect(res.data).toEqual(created);
    const calls = transport.callsTo('POST', '/vip/v1/orders');
    expect(calls).toHaveLength(2);
    expect(calls[0]!.headers.Authorization).toBe('Bearer tok');
    expect(calls[0]!.headers['Idempotency-Key']).toMatch(/^[\w-]{8,}$/);
    expect(calls[1]!.headers['Idempotency-Key']).toBe(calls[0]!.headers['Idempotency-Key']);
    expect(calls[1]!.body).toEqual(body);
  });

  it('an order and the receipts are read signed in', async () => {
    const { transport, api } = setup();
    transport.on('GET', '/vip/v1/orders/OR%2F1', jsonReply({ order: { id: 'OR/1' } }));
    transport.on('GET', '/vip/v1/orders', jsonReply({ orders: [] }));
    expect((await api.getOrder('OR/1')).data).toEqual({ order: { id: 'OR/1' } });
    await api.listOrders(5);
    expect(transport.callsTo('GET', '/vip/v1/orders')[0]!.query).toEqual({ limit: '5' });
  });
});
