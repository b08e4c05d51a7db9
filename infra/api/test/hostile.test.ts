/**
 * Hostile inputs on every route (hardening issue): generated query strings, path segments,
 * bodies and content types, signed in and out (fast-check, a fixed seed and a time bound). Every
 * answer is below 500, and every JSON error answer is the error envelope.
 */
import fc from 'fast-check';
import {
  makeApp,
  closeApp,
  signIn,
  bearer,
  FREE,
  type AuthHeaders,
  type RequestHeaders,
  type TestApp,
} from './helpers';

let app: TestApp;
let auth: AuthHeaders;
beforeAll(async () => {
  app = await makeApp();
  auth = bearer(await signIn(app, FREE.email));
});
afterAll(() => closeApp(app));

/** One route of the app (as listed by its onRoute hook). */
type Route = TestApp['routeList'][number];

/** Routes left out: the control endpoint (it injects faults on purpose) and CORS preflight. */
const skip = (r: Route) =>
  r.url.startsWith('/__control') || r.method === 'OPTIONS' || r.method === 'HEAD';

const token = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', '%', '%zz', '..', '../../etc/passwd', '\u0000', '😀', 'null', '-1', '1e309'),
  fc.stringMatching(/^[\w-]{1,300}$/),
);
const value = fc.oneof(
  token,
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom('true', '[]', '{}', '<script>', 'a'.repeat(5000)),
);
const query = fc.dictionary(
  fc.constantFrom(
    'share_id',
    'parent_id',
    'id',
    'limit',
    'page_token',
    'filters',
    'pass_code',
    'pass_code_token',
    'thumbnail_size',
    'space',
    'keyword',
    'redirect_uri',
    'client_id',
    'response_type',
    'code_challenge',
    'url',
    'ids',
    'x',
  ),
  value,
  { maxKeys: 5 },
);
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc
    .dictionary(
      fc.constantFrom(
        'name',
        'ids',
        'parent_id',
        'kind',
        'url',
        'password',
        'email',
        'code',
        'grant_type',
        'to',
        'share_id',
        'file_ids',
        'action',
        'x',
      ),
      value,
      { maxKeys: 5 },
    )
    .map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
  fc.constantFrom('', '{', 'null', '[1,2', '{"a":'.repeat(50)),
);
const contentType = fc.constantFrom(
  'application/json',
  'application/x-www-form-urlencoded',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/offset+octet-stream',
  undefined,
);

/** Fills each `:param` and `*` of a route's URL with a generated segment (`::` is a colon). */
const pathOf = (url: string, segs: string[]) => {
  let i = 0;
  return url.replace(/::|:\w+|\*/g, (m) =>
    m === '::' ? ':' : encodeURIComponent(segs[i++ % segs.length] || 'x'),
  );
};

/** The answer's JSON: anything at all, so every field is checked before use. */
type Answer = { [field: string]: unknown } | null;
const isEnvelope = (b: Answer) =>
  b &&
  typeof b.error === 'string' &&
  Number.isInteger(b.error_code) &&
  typeof b.error_description === 'string' &&
  Array.isArray(b.details);

test('every route answers generated hostile requests below 500, errors as envelopes', async () => {
  const routes: Route[] = app.routeList.filter((r) => !skip(r));
  expect(routes.length).toBeGreaterThan(40);
  const deadline = Date.now() + 60_000;
  const seen = new Set<string>();
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...routes),
      fc.array(token, { minLength: 1, maxLength: 3 }),
      query,
      body,
      contentType,
      fc.boolean(),
      async (route, segs, q, payload, type, signedIn) => {
        if (Date.now() > deadline) return;
        seen.add(`${route.method} ${route.url}`);
        const url = `${pathOf(route.url, segs)}?${new URLSearchParams(q)}`;
        const headers: RequestHeaders = {
          ...(signedIn ? auth : {}),
          ...(type ? { 'content-type': type } : {}),
        };
        if (route.url.startsWith('/drive/v1/uploads')) headers['tus-resumable'] = '1.0.0';
        const hasBody = !['GET', 'DELETE'].includes(route.method);
        const res = await app.http({
          method: route.method,
          url,
          headers,
          ...(hasBody ? { payload } : {}),
        });
        const where = `${route.method} ${url} ${type} ${hasBody ? payload.slice(0, 200) : ''}`;
        expect([where, res.statusCode < 500]).toEqual([where, true]);
        if (res.statusCode >= 400 && /json/.test(res.headers['content-type'] || '')) {
          expect([where, isEnvelope(res.json<Answer>())]).toEqual([where, true]);
        }
      },
    ),
    { numRuns: 4000, seed: 20261125, endOnFailure: true },
  );
  // Most routes were reached (a generator that never picks one would hide it).
  expect(seen.size).toBeGreaterThan(routes.length * 0.9);
}, 120_000);
