/**
 * Test helpers: a server over a fresh SQLite file in a temporary folder, one real HTTP request
 * with a typed JSON answer, sign-in, captcha, the error envelope, and the wire shapes the tests
 * read (api-contract.md; the error codes come from the one table in `shared-libs/contracts`).
 */
import nodeCrypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Static, TSchema } from '@fastify/type-provider-typebox';
import {
  GENERIC_CODE_ERRORS,
  SERVER_ERROR_CODES,
  type Wire,
  type WireErrorName,
} from 'shared-libs/contracts';
import { buildServer } from '../src';
import { CONTROL_HEADER } from '../src/devSurfaces';
import { DEMO_PASSWORD } from '../src/db/seed';
import type { ErrorEnvelope } from '../src/errors';
import type { FileJson } from '../src/files';
import type { TokenResponse } from '../src/session';
import type { TaskJson } from '../src/tasks';

export const SITE = 'http://localhost:8080';
/**
 * The control secret and dev key of the test apps (makeApp): the control endpoint exists only
 * with a secret, and every call presents it (src/devSurfaces.ts). request() adds the header to a
 * `/__control` call that does not set it, so a test that checks its absence sets it to ''.
 */
export const TEST_CONTROL_SECRET = 'test-control-secret-0123456789';
export const TEST_DEV_KEY = 'test-dev-key-0123456789';
/** The web site's registered client (src/accounts/clients.ts); every sign-in uses PKCE. */
export const CLIENT_ID = 'cumulus-web';
/**
 * The PKCE verifier the helpers' sign-in forms are bound to (RFC 7636 S256), and its challenge:
 * a code from postSignInForm/authCode is exchanged with `code_verifier: TEST_VERIFIER`.
 */
export const TEST_VERIFIER = 'test-verifier-'.padEnd(43, '0');
export const TEST_CHALLENGE = nodeCrypto
  .createHash('sha256')
  .update(TEST_VERIFIER)
  .digest('base64url');

/** A seeded demo user (src/db/seed, listed in infra/api/README.md); password DEMO_PASSWORD. */
export interface DemoUser {
  id: string;
  email: string;
}
export const FREE: DemoUser = { id: 'u-free', email: 'free@cumulus.test' };
export const VIP: DemoUser = { id: 'u-vip', email: 'vip@cumulus.test' };
/** `POST /__control/users`: a fresh user with a small drive and the demo password. */
export interface ControlUser {
  user_id: string;
  email: string;
}
export { DEMO_PASSWORD };

/** Every error name the server answers with -> its code (spec §8, shared-libs/contracts). */
export const WIRE_CODES = { ...SERVER_ERROR_CODES, ...GENERIC_CODE_ERRORS } as const;
export type WireCode<N extends WireErrorName> = (typeof WIRE_CODES)[N];

export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'cumulus-api-test-'));
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

/** `value`, or a thrown error naming `what` when it is missing (a failed test, as before). */
export function defined<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`expected a ${what}`);
  return value;
}

// ---------------------------------------------------------------------------------------------
// One HTTP request

/** Request headers as the tests write them. */
export type RequestHeaders = Record<string, string>;
/** The Authorization header of a signed-in user (see bearer()). */
export interface AuthHeaders extends RequestHeaders {
  authorization: string;
}

export interface RequestOptions {
  /** Default GET. */
  method?: string;
  /** Path and query, e.g. `/drive/v1/files?limit=2`. */
  url: string;
  headers?: RequestHeaders;
  /** A string or Buffer is sent as is; anything else as JSON (with its content type). */
  payload?: unknown;
  agent?: http.Agent;
}

/**
 * Response headers: Node's client gives every header as one string, except set-cookie (an
 * array: the mail-link pages set one), which is joined here so that every value is a string.
 */
export type ResponseHeaders = Record<string, string | undefined>;

/**
 * An inject-like answer; `json()` parses the body as the wire shape `T` the caller expects
 * (`json<ErrorEnvelope>()` where an answer of another shape is read, e.g. an error).
 */
export interface TestResponse<T = unknown> {
  statusCode: number;
  headers: ResponseHeaders;
  rawPayload: Buffer;
  body: string;
  json<U = T>(): U;
}

/**
 * One real HTTP request (Fastify's app.inject cannot load under Jest here: light-my-request pulls an
 * ES-module-only dependency). Answers an inject-like object: statusCode, headers, body, rawPayload, json().
 * @param base e.g. http://127.0.0.1:12345
 */
export function request<T = unknown>(base: string, o: RequestOptions): Promise<TestResponse<T>> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { ...o.headers };
    if (o.url.startsWith('/__control') && !(CONTROL_HEADER in headers))
      headers[CONTROL_HEADER] = TEST_CONTROL_SECRET;
    else if (headers[CONTROL_HEADER] === '') delete headers[CONTROL_HEADER];
    let body: string | Buffer | undefined;
    if (o.payload !== undefined) {
      if (typeof o.payload === 'string' || Buffer.isBuffer(o.payload)) body = o.payload;
      else {
        body = JSON.stringify(o.payload);
        if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
          headers['content-type'] = 'application/json';
      }
      headers['content-length'] = Buffer.byteLength(body);
    }
    const req = http.request(
      new URL(o.url, base),
      { method: o.method || 'GET', headers, agent: o.agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const rawPayload = Buffer.concat(chunks);
          const text = rawPayload.toString('utf8');
          const responseHeaders: ResponseHeaders = {};
          for (const [name, value] of Object.entries(res.headers))
            responseHeaders[name] = Array.isArray(value) ? value.join(', ') : value;
          resolve({
            statusCode: res.statusCode ?? 0,
            headers: responseHeaders,
            rawPayload,
            body: text,
            // The boundary: the body is whatever the server sent; the caller names its shape.
            json: <U = T>() => JSON.parse(text) as U,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

// ---------------------------------------------------------------------------------------------
// A server per test file

export type ApiServer = ReturnType<typeof buildServer>;
export type ServerOptions = NonNullable<Parameters<typeof buildServer>[0]>;

/**
 * An app listening on a loopback port, with a request function bound to it. Without the
 * instance's `then` (Fastify's ready-thenable): `await makeApp()` must not unwrap the type.
 */
export type TestApp = Omit<ApiServer, 'then'> & {
  /** The app's data folder (removed by closeApp unless kept). */
  testDataDir: string;
  /** e.g. http://127.0.0.1:12345 */
  base: string;
  /** One request to this app; `T` is the shape of the JSON answer. */
  http<T = unknown>(o: RequestOptions): Promise<TestResponse<T>>;
};

/** The port a listening server is bound to. */
export function portOf(server: http.Server): number {
  return (server.address() as AddressInfo).port; // listening on TCP: never a pipe name or null
}

/**
 * A fresh app on its own temporary database (fast background jobs unless told otherwise),
 * listening on an ephemeral loopback port. Without the 100,000-item folder unless
 * `seedBigFolder: true` (it takes seconds to seed).
 */
export async function makeApp(options: ServerOptions = {}): Promise<TestApp> {
  const dataDir = options.dataDir || tempDir();
  const app = buildServer({
    taskStepMs: 5,
    taskBatch: 500,
    seedBigFolder: false,
    controlSecret: TEST_CONTROL_SECRET,
    devKey: TEST_DEV_KEY,
    ...options,
    dataDir,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = portOf(app.server);
  app.originInfo.key = String(port);
  const base = `http://127.0.0.1:${port}`;
  const testApp: TestApp = Object.assign(app, {
    testDataDir: dataDir,
    base,
    http: <T = unknown>(o: RequestOptions) => request<T>(base, o),
  });
  return testApp;
}

export async function closeApp(app: TestApp, keepData = false): Promise<void> {
  await app.close();
  if (!keepData) removeDir(app.testDataDir);
}

export const form = (o: Record<string, string>): string => new URLSearchParams(o).toString();

/** Query parameters as the tests write them; numbers and booleans are sent as their text. */
export type Query = Record<string, string | number | boolean>;
/** A query string (without `?`), as URLSearchParams makes it from an object. */
export const qs = (q: Query): string =>
  new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString();

// ---------------------------------------------------------------------------------------------
// Sign-in and captcha

/** Sign in through the HTML form + token exchange. */
export async function signIn(
  app: TestApp,
  email = FREE.email,
  password = DEMO_PASSWORD,
): Promise<Tokens> {
  const code = await authCode(app, email, password);
  const t = await app.http<Tokens>({
    method: 'POST',
    url: '/v1/auth/token',
    payload: {
      grant_type: 'authorization_code',
      code,
      client_id: CLIENT_ID,
      code_verifier: TEST_VERIFIER,
    },
  });
  if (t.statusCode !== 200) throw new Error(`token exchange failed: ${t.body}`);
  return t.json();
}

/** Posts the sign-in form (as its page does); `headers` e.g. Origin or Sec-Fetch-Site. */
export function postSignInForm(
  app: TestApp,
  email: string,
  password: string,
  extra: Record<string, string> = {},
  headers: RequestHeaders = {},
): Promise<TestResponse> {
  return app.http({
    method: 'POST',
    url: '/v1/auth/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: form({
      client_id: CLIENT_ID,
      redirect_uri: `${SITE}/auth`,
      response_type: 'code',
      scope: 'user pan offline',
      code_challenge: TEST_CHALLENGE,
      code_challenge_method: 'S256',
      email,
      password,
      ...extra,
    }),
  });
}

/** The authorization code of a signed-in form post (its 302's `code`). */
export async function authCode(
  app: TestApp,
  email = FREE.email,
  password = DEMO_PASSWORD,
  extra: Record<string, string> = {},
): Promise<string> {
  const r = await postSignInForm(app, email, password, extra);
  if (r.statusCode !== 302) throw new Error(`sign-in failed: ${r.statusCode}`);
  return defined(new URL(defined(r.headers.location)).searchParams.get('code'), 'code');
}

export const bearer = (tokens: Pick<Tokens, 'access_token'>): AuthHeaders => ({
  authorization: `Bearer ${tokens.access_token}`,
});

export async function captchaToken(app: TestApp, action: string): Promise<string> {
  const r = await app.http<{ captcha_token: string }>({
    method: 'POST',
    url: '/v1/shield/captcha/init',
    payload: { client_id: CLIENT_ID, action, device_id: 'a'.repeat(32) },
  });
  if (r.statusCode !== 200) throw new Error(`captcha init failed: ${r.body}`);
  return r.json().captcha_token;
}

/** Poll `check` until it returns a truthy value (or fail after `ms`). */
export async function until<T>(
  check: () => T | Promise<T>,
  ms = 10000,
  every = 15,
): Promise<Exclude<T, false | 0 | '' | null | undefined>> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v as Exclude<T, false | 0 | '' | null | undefined>; // truthy, as just checked
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, every));
  }
}

// ---------------------------------------------------------------------------------------------
// The error envelope

export type { ErrorEnvelope };

/**
 * Assert the error envelope shape. `code` is the error's number in the contract table (checked
 * against `error` when typed), or a matcher such as `expect.any(Number)`.
 */
export function expectEnvelope<N extends WireErrorName>(
  res: TestResponse,
  error: N,
  code: WireCode<N>,
  status: number,
): ErrorEnvelope {
  expect(res.statusCode).toBe(status);
  const body = res.json() as ErrorEnvelope; // checked just below
  expect(body).toEqual({
    error,
    error_code: code,
    error_description: expect.any(String),
    error_uri: '',
    details: [
      {
        '@type': 'type.googleapis.com/google.rpc.LocalizedMessage',
        locale: 'en',
        message: expect.any(String),
      },
    ],
  });
  expect(body.error_description.length).toBeGreaterThan(3);
  return body;
}

/** The error envelope with its status and the code of the contract table for `error`. */
export const expectError = (
  res: TestResponse,
  status: number,
  error: WireErrorName,
): ErrorEnvelope => expectEnvelope(res, error, WIRE_CODES[error], status);

// ---------------------------------------------------------------------------------------------
// Wire shapes the tests read (api-contract.md, decision 0006). Sizes and counts are decimal
// strings. Each is the static type of the route's schema in shared-libs/contracts (Wire), with
// files and tasks as this server sends them (src/files FileJson, src/tasks TaskJson: fields the
// client reads as optional are always there).

type WireOf<S extends TSchema> = Static<S>;

/** A file or folder (src/files). */
export type DriveFile = FileJson;
/** A background task: restore or URL (src/tasks). */
export type Task = TaskJson;
/** The answer of POST /v1/auth/token (src/session). */
export type Tokens = TokenResponse;

/** `GET /v1/user/me`. */
export type Profile = WireOf<typeof Wire.Profile>;

/** `GET /drive/v1/files/{id}`: the file and its folders, the top-level one first. */
export type DriveFileWithAncestors = DriveFile &
  Pick<WireOf<typeof Wire.DriveFileWithAncestors>, 'ancestors'>;

/** `GET /drive/v1/files`: a window of a listing, with the number of matching items. */
export type FileList = Omit<WireOf<typeof Wire.FileList>, 'files'> & { files: DriveFile[] };

/** `GET /drive/v1/tasks`. */
export type TaskList = Omit<WireOf<typeof Wire.TaskList>, 'tasks'> & { tasks: Task[] };

/**
 * `POST /drive/v1/files`: a folder answers `file`, a URL task `task`. The other one is null on the
 * wire; a test reads the one it created.
 */
export type CreateFileResult = Omit<WireOf<typeof Wire.CreateFileResult>, 'file' | 'task'> & {
  file: DriveFile;
  task: Task;
};

/** An event of the drive (`GET /drive/v1/events`, also the recent view). */
export type DriveEvent = Omit<WireOf<typeof Wire.DriveEvent>, 'reference_resource'> & {
  /** The file as it is now; null once it is deleted. */
  reference_resource: DriveFile | null;
};

export type EventList = Omit<WireOf<typeof Wire.EventList>, 'events'> & { events: DriveEvent[] };

/** Every batch answers how many top-level items it acted on. */
export type BatchResult = WireOf<typeof Wire.BatchResult>;

/** `GET /drive/v1/about`. */
export type About = WireOf<typeof Wire.About>;

/** `GET /drive/v1/privilege/vip`. */
export type VipPrivilege = WireOf<typeof Wire.VipPrivilege>;

/** `GET /drive/v1/share`: an unreadable share answers 200 with its status and no files. */
export type ShareInfo = Omit<WireOf<typeof Wire.ShareInfo>, 'files'> & { files: DriveFile[] };

/** `GET /drive/v1/share/detail`: a folder of a share. */
export type ShareDetail = Omit<WireOf<typeof Wire.ShareDetail>, 'files'> & { files: DriveFile[] };

/** `GET /drive/v1/share/file_info`: one item with its signed links. */
export type ShareFileInfo = Omit<WireOf<typeof Wire.ShareFileInfo>, 'file_info'> & {
  /** null when the share cannot be read. */
  file_info: DriveFile | null;
};

/** `POST /drive/v1/share:batch_file_info`. */
export type ShareBatchFileInfo = Omit<WireOf<typeof Wire.ShareBatchFileInfo>, 'files'> & {
  files: DriveFile[];
};

/** `POST /drive/v1/share/restore`: the task, or the share's status when it cannot be read. */
export type RestoreResult = WireOf<typeof Wire.ShareRestoreResult>;
