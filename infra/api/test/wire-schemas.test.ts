/**
 * Schema-first API (issue 15): every route answers through the schemas of shared-libs/contracts
 * (Wire): a response schema for its success and the error envelope for every 4xx and 5xx, so an
 * answer is serialized by its schema and a property the schema does not name is never sent. And
 * the browser code reads those schemas as types only: no TypeBox in a bundle.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { Wire } from 'shared-libs/contracts';
import { APP_DIRS } from '../../config/apps';
import { buildServer } from '../src';
import {
  bearer,
  closeApp,
  expectError,
  makeApp,
  removeDir,
  signIn,
  tempDir,
  VIP,
  type AuthHeaders,
  type ErrorEnvelope,
  type RequestOptions,
  type TestApp,
  TEST_CONTROL_SECRET,
} from './helpers';

const ROOT = path.join(__dirname, '..', '..', '..');

describe('the routes answer through their schemas', () => {
  let routes: RouteOptions[] = [];
  let dir = '';
  beforeAll(async () => {
    dir = tempDir();
    const app = buildServer({
      dataDir: dir,
      seedBigFolder: false,
      controlSecret: TEST_CONTROL_SECRET,
    });
    // Route plugins register when the app gets ready: this hook sees every route.
    app.addHook('onRoute', (r) => {
      routes.push(r);
    });
    await app.ready();
    await app.close();
    // The HEAD route Fastify adds for each GET shares the GET's schemas.
    const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url));
    routes = routes.filter((r) => r.method !== 'HEAD' || !gets.has(r.url));
  });
  afterAll(() => removeDir(dir));

  const name = (r: RouteOptions) => `${[r.method].flat().join('|')} ${r.url}`;

  it('every route declares its success answer and the error envelope for 4xx and 5xx', () => {
    expect(routes.length).toBeGreaterThan(30);
    const missing = new Set<string>();
    for (const r of routes) {
      const response = (r.schema?.response ?? {}) as Record<string, unknown>;
      const ok = Object.keys(response).some((code) => /^2(\d\d|xx)$/.test(code));
      if (!ok || response['4xx'] !== Wire.ErrorEnvelope || response['5xx'] !== Wire.ErrorEnvelope)
        missing.add(name(r));
    }
    expect([...missing].sort()).toEqual([]);
  });
});

describe('checks across fields are rules of the schemas, with their own error texts', () => {
  let app: TestApp;
  let auth: AuthHeaders;
  beforeAll(async () => {
    app = await makeApp();
    auth = bearer(await signIn(app, VIP.email));
  });
  afterAll(() => closeApp(app));

  const refused = async (o: RequestOptions, text: string) => {
    const res = await app.http<ErrorEnvelope>({ ...o, headers: { ...auth, ...o.headers } });
    expectError(res, 400, 'invalid_argument');
    expect(res.json<ErrorEnvelope>().error_description).toBe(text);
  };

  it('a listing takes offset or page_token, not both', async () => {
    await refused(
      { url: '/drive/v1/files?offset=0&page_token=abc' },
      'Give offset or page_token, not both',
    );
    // An empty token is no token (the first page).
    const res = await app.http({ url: '/drive/v1/files?offset=0&page_token=', headers: auth });
    expect(res.statusCode).toBe(200);
  });

  it('a folder needs its name; a file is a URL task', async () => {
    const create = (payload: object) => ({ method: 'POST', url: '/drive/v1/files', payload });
    await refused(create({ kind: 'drive#folder' }), 'body.name is required for a folder');
    await refused(
      create({ kind: 'drive#file', url: { url: 'https://example.com/a.zip' } }),
      'Only folders and URL tasks ({upload_type: "UPLOAD_TYPE_URL", url: {url}}) can be created',
    );
  });

  it('a change of an item gives name or starred', async () => {
    const patch = (payload: object) => ({ method: 'PATCH', url: '/drive/v1/files/x', payload });
    await refused(patch({}), 'Give name or starred');
    await refused(patch({ other: 1 }), 'Give name or starred');
  });

  it('a share report gives gcids or file_ids', async () => {
    const report = (payload: object) => ({ method: 'POST', url: '/audit.admin/v1/share', payload });
    await refused(report({ share_user_id: 'u-free' }), 'Give gcids or file_ids');
    await refused(
      report({ share_user_id: 'u-free', gcids: [], file_ids: [] }),
      'Give gcids or file_ids',
    );
  });

  it('a slow or failing origin gives its delay or rate', async () => {
    const control = (payload: object) => ({ method: 'POST', url: '/__control', payload });
    await refused(control({ mode: 'slow' }), 'slow needs delayMs');
    await refused(control({ mode: 'fail' }), 'fail needs failRate');
  });
});

/** Every import and re-export of a source file: its specifier, and whether it is type-only. */
function importsOf(text: string): { from: string; typeOnly: boolean }[] {
  const out: { from: string; typeOnly: boolean }[] = [];
  const re = /^\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*['"]([^'"]+)['"]/gms;
  for (const m of text.matchAll(re)) {
    const clause = m[3] ?? '';
    // `import { type A, type B } from` is type-only too (every name marked).
    const names = /^\{([^}]*)\}$/.exec(clause.trim())?.[1];
    const allMarked =
      names !== undefined &&
      names
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean)
        .every((n) => n.startsWith('type '));
    out.push({ from: m[4] ?? '', typeOnly: Boolean(m[2]) || allMarked });
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(p));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(p);
  }
  return out;
}

describe('the browser code reads the schemas as types only', () => {
  /** The schemas (TypeBox values), and entries that re-export them. */
  const schemaModule = (spec: string) =>
    spec === 'typebox' ||
    spec.startsWith('typebox/') ||
    spec === 'shared-libs/contracts' ||
    /(^|\/)contracts(\/index)?$/.test(spec) ||
    (/(^|\/)contracts\/api(\/|$)/.test(spec) && !/contracts\/api\/constants$/.test(spec));

  it('imports nothing of TypeBox or the schemas at run time', () => {
    const offenders: string[] = [];
    const browserDirs = [
      path.join(ROOT, 'shared-libs', 'src'),
      ...APP_DIRS.map((d) => path.join(ROOT, d, 'src')),
    ];
    for (const file of browserDirs.flatMap(sourceFiles)) {
      const rel = path.relative(ROOT, file);
      // The contracts themselves (Node-safe; the browser reaches them type-only).
      if (rel.startsWith(path.join('shared-libs', 'src', 'contracts', 'api'))) continue;
      if (rel === path.join('shared-libs', 'src', 'contracts', 'index.ts')) continue;
      for (const i of importsOf(fs.readFileSync(file, 'utf8')))
        if (!i.typeOnly && schemaModule(i.from)) offenders.push(`${rel}: ${i.from}`);
    }
    expect(offenders).toEqual([]);
  });

  it('finds the type-only imports it guards (the client types)', () => {
    const types = fs.readFileSync(path.join(ROOT, 'shared-libs', 'src', 'api', 'types.ts'), 'utf8');
    const imports = importsOf(types).filter((i) => schemaModule(i.from));
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.every((i) => i.typeOnly)).toBe(true);
  });
});
