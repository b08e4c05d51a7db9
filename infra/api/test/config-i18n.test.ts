/** The remote config's site-facing answers: support address, live banners, product names, in the asked language. */
import { Wire } from 'shared-libs/contracts';
import { makeApp, closeApp } from './helpers';
import type { TestApp } from './helpers';

let app: TestApp;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => closeApp(app));

const cfg = <T>(name: string, data: Record<string, unknown> = { client: 'web' }) =>
  app.http<{ data: T }>({ method: 'POST', url: `/config/v1/${name}`, payload: { data } });
type Banners = { banners: { id: string; title: string; link: string; end_time: string }[] };
type Products = { products: { id: string; name: string; page: string }[] };

test('basic names the support address', async () => {
  const r = await cfg<{ support_email: string }>('basic', { language: 'ja', client: 'web' });
  expect(r.json().data.support_email).toBe(Wire.SUPPORT_EMAIL);
});

test('resources: the live campaigns banners, titled in the asked language', async () => {
  const en = (await cfg<Banners>('resources', { language: 'en-US', client: 'web' })).json().data;
  expect(en.banners.map((b) => [b.id, b.link])).toEqual([
    ['black-friday', '/activity/black-friday'],
    ['christmas', '/activity/christmas'],
  ]);
  expect(en.banners[0]?.title).toBe('Black Friday: premium for less');
  const ja = (await cfg<Banners>('resources', { language: 'ja', client: 'web' })).json().data;
  expect(ja.banners[0]?.title).toBe('ブラックフライデー：プレミアムがお得に');
  // No language: en-US.
  expect((await cfg<Banners>('resources')).json().data.banners[0]?.title).toBe(
    'Black Friday: premium for less',
  );
});

test('resources: an ended campaign has no banner', async () => {
  const past = {
    id: 'christmas',
    start_time: '2020-12-01T00:00:00Z',
    end_time: '2020-12-31T00:00:00Z',
  };
  await app.http({ method: 'POST', url: '/__control/campaign', payload: past });
  try {
    const r = (await cfg<Banners>('resources', { language: 'es', client: 'web' })).json().data;
    expect(r.banners.map((b) => b.id)).toEqual(['black-friday']);
    expect(r.banners[0]?.title).toBe('Black Friday: premium por menos');
  } finally {
    await app.http({ method: 'POST', url: '/__control/campaign', payload: { id: 'christmas' } });
  }
});

test('external_products: names in the asked language, pages on the site', async () => {
  const ko = (await cfg<Products>('external_products', { language: 'ko', client: 'web' })).json();
  const android = ko.data.products.find((p) => p.id === 'android');
  expect(android).toMatchObject({ name: 'Android용 Cumulus', page: '/mobile-app' });
  expect(ko.data.products.map((p) => p.id)).toEqual([
    'android',
    'ios',
    'windows',
    'mac',
    'tv',
    'browser-extension',
  ]);
});

test('an unknown language is a 400 envelope', async () => {
  const r = await cfg('resources', { language: 'xx', client: 'web' });
  expect(r.statusCode).toBe(400);
  expect(r.json()).toMatchObject({ error: 'invalid_argument' });
});
