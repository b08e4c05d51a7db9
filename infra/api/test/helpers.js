'use strict';
/* global expect */
/** Test helpers: a server over a fresh SQLite file in a temporary folder, sign-in, captcha. */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const http = require('node:http');
const { buildServer } = require('../src');

const SITE = 'http://localhost:8080';
const CLIENT_ID = 'cumulus-web-test';

function tempDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'cumulus-api-test-'));
}

function removeDir(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * One real HTTP request (Fastify's app.inject cannot load under Jest here: light-my-request pulls an
 * ES-module-only dependency). Answers an inject-like object: statusCode, headers, body, rawPayload, json().
 * @param {string} base e.g. http://127.0.0.1:12345
 * @param {{ method?: string, url: string, headers?: object, payload?: unknown }} o
 */
function request(base, o) {
  return new Promise((resolve, reject) => {
    const headers = { ...(o.headers || {}) };
    let body;
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
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const rawPayload = Buffer.concat(chunks);
          const text = rawPayload.toString('utf8');
          resolve({
            statusCode: res.statusCode,
            headers: res.headers,
            rawPayload,
            body: text,
            json: () => JSON.parse(text),
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

/**
 * A fresh app on its own temporary database (fast background jobs unless told otherwise),
 * listening on an ephemeral loopback port. Without the 100,000-item folder unless
 * `seedBigFolder: true` (it takes seconds to seed).
 */
async function makeApp(options = {}) {
  const dataDir = options.dataDir || tempDir();
  const app = buildServer({
    taskStepMs: 5,
    taskBatch: 500,
    seedBigFolder: false,
    ...options,
    dataDir,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  app.originInfo.key = String(app.server.address().port);
  app.testDataDir = dataDir;
  app.base = `http://127.0.0.1:${app.server.address().port}`;
  app.http = (o) => request(app.base, o);
  return app;
}

async function closeApp(app, keepData = false) {
  await app.close();
  if (!keepData) removeDir(app.testDataDir);
}

const form = (o) => new URLSearchParams(o).toString();

/** Sign in through the HTML form + token exchange. @returns {Promise<{ access_token, refresh_token, sub }>} */
async function signIn(app, email = 'free@cumulus.test', password = 'cumulus-demo') {
  const code = await authCode(app, email, password);
  const t = await app.http({
    method: 'POST',
    url: '/v1/auth/token',
    payload: { grant_type: 'authorization_code', code, client_id: CLIENT_ID },
  });
  if (t.statusCode !== 200) throw new Error(`token exchange failed: ${t.body}`);
  return t.json();
}

/** Posts the sign-in form (as its page does); `headers` e.g. Origin or Sec-Fetch-Site. */
function postSignInForm(app, email, password, extra = {}, headers = {}) {
  return app.http({
    method: 'POST',
    url: '/v1/auth/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: form({
      client_id: CLIENT_ID,
      redirect_uri: `${SITE}/auth`,
      response_type: 'code',
      scope: 'user pan offline',
      email,
      password,
      ...extra,
    }),
  });
}

async function authCode(app, email = 'free@cumulus.test', password = 'cumulus-demo', extra = {}) {
  const r = await postSignInForm(app, email, password, extra);
  if (r.statusCode !== 302) throw new Error(`sign-in failed: ${r.statusCode}`);
  return new URL(r.headers.location).searchParams.get('code');
}

const bearer = (tokens) => ({ authorization: `Bearer ${tokens.access_token}` });

async function captchaToken(app, action) {
  const r = await app.http({
    method: 'POST',
    url: '/v1/shield/captcha/init',
    payload: { client_id: CLIENT_ID, action, device_id: 'a'.repeat(32) },
  });
  if (r.statusCode !== 200) throw new Error(`captcha init failed: ${r.body}`);
  return r.json().captcha_token;
}

/** Poll `check` until it returns a truthy value (or fail after `ms`). */
async function until(check, ms = 10000, every = 15) {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, every));
  }
}

/** Assert the error envelope shape. */
function expectEnvelope(res, error, code, status) {
  expect(res.statusCode).toBe(status);
  const body = res.json();
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

module.exports = {
  postSignInForm,
  request,
  SITE,
  CLIENT_ID,
  tempDir,
  removeDir,
  makeApp,
  closeApp,
  signIn,
  authCode,
  bearer,
  captchaToken,
  until,
  expectEnvelope,
  form,
};
