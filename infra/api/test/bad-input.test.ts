/** A table of bad inputs: each is answered with a 4xx error envelope, never a 500 or a stack trace. */
import type { WireErrorName } from 'shared-libs/contracts';
import {
  makeApp,
  closeApp,
  signIn,
  bearer,
  captchaToken,
  expectEnvelope,
  FREE,
  type AuthHeaders,
  type RequestHeaders,
  type RequestOptions,
  type TestApp,
  TEST_DEV_KEY,
} from './helpers';

let app: TestApp;
let auth: AuthHeaders;
beforeAll(async () => {
  app = await makeApp();
  auth = bearer(await signIn(app, FREE.email));
});
afterAll(() => closeApp(app));

const S = '/drive/v1/share';
const json = { 'content-type': 'application/json' };
const long = (n: number) => 'x'.repeat(n);
/** The sign-in page's parameters as the site sends them (its client, redirect, a PKCE challenge). */
const authz = (q: string) =>
  `/v1/auth/authorize?client_id=cumulus-web&redirect_uri=${encodeURIComponent('http://localhost:8080/auth')}&response_type=code&code_challenge=${'c'.repeat(43)}&code_challenge_method=S256&${q}`;

/** a = signed in, c = captcha for the path */
type Flags = '' | 'a' | 'ac';
/** [label, request, expected error name, expected HTTP status, flags] */
type Case = [string, RequestOptions, WireErrorName, number, Flags?];
const CASES: Case[] = [
  ['share: missing share_id', { url: S }, 'invalid_argument', 400],
  ['share: empty share_id', { url: `${S}?share_id=` }, 'invalid_argument', 400],
  ['share: share_id too long', { url: `${S}?share_id=${long(300)}` }, 'invalid_argument', 400],
  ['share: limit 0', { url: `${S}?share_id=demo-public&limit=0` }, 'invalid_argument', 400],
  [
    'share: limit 101 (page size is 100)',
    { url: `${S}?share_id=demo-public&limit=101` },
    'invalid_argument',
    400,
  ],
  [
    'share: limit not a number',
    { url: `${S}?share_id=demo-public&limit=abc` },
    'invalid_argument',
    400,
  ],
  [
    'share: limit fractional',
    { url: `${S}?share_id=demo-public&limit=1.5` },
    'invalid_argument',
    400,
  ],
  [
    'share: unknown thumbnail_size',
    { url: `${S}?share_id=demo-public&thumbnail_size=HUGE` },
    'invalid_argument',
    400,
  ],
  [
    'share: garbage page_token',
    { url: `${S}?share_id=demo-public&page_token=garbage` },
    'invalid_argument',
    400,
  ],
  [
    'share: forged page_token',
    {
      url: `${S}?share_id=demo-public&page_token=${Buffer.from('{"s":"share:demo-public:","c":[1,"z","z"]}').toString('base64url')}.AAAA`,
    },
    'invalid_argument',
    400,
  ],
  [
    'share: pass_code far too long',
    { url: `${S}?share_id=demo-passcode&pass_code=${long(100)}` },
    'invalid_argument',
    400,
  ],
  [
    'detail: bad page_token',
    { url: `${S}/detail?share_id=demo-public&page_token=a.b` },
    'invalid_argument',
    400,
  ],
  [
    'file_info: missing file_id',
    { url: `${S}/file_info?share_id=demo-public` },
    'invalid_argument',
    400,
  ],
  [
    'batch_file_info: malformed JSON',
    {
      method: 'POST',
      url: '/drive/v1/share:batch_file_info',
      headers: json,
      payload: '{"share_id": ',
    },
    'invalid_argument',
    400,
  ],
  [
    'batch_file_info: empty JSON body',
    { method: 'POST', url: '/drive/v1/share:batch_file_info', headers: json, payload: '' },
    'invalid_argument',
    400,
  ],
  [
    'batch_file_info: file_ids empty',
    {
      method: 'POST',
      url: '/drive/v1/share:batch_file_info',
      payload: { share_id: 'demo-public', file_ids: [] },
    },
    'invalid_argument',
    400,
  ],
  [
    'batch_file_info: file_ids a string',
    {
      method: 'POST',
      url: '/drive/v1/share:batch_file_info',
      payload: { share_id: 'demo-public', file_ids: 'pub-video' },
    },
    'invalid_argument',
    400,
  ],
  [
    'batch_file_info: 101 ids',
    {
      method: 'POST',
      url: '/drive/v1/share:batch_file_info',
      payload: {
        share_id: 'demo-public',
        file_ids: Array.from({ length: 101 }, (_, i) => `id${i}`),
      },
    },
    'invalid_argument',
    400,
  ],
  [
    'batch_file_info: text/plain body',
    {
      method: 'POST',
      url: '/drive/v1/share:batch_file_info',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    },
    'invalid_argument',
    400,
  ],
  [
    'batch_file_info: XML body',
    {
      method: 'POST',
      url: '/drive/v1/share:batch_file_info',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    },
    'invalid_argument',
    415,
  ],
  [
    'batch_file_info: share_id a number',
    {
      method: 'POST',
      url: '/drive/v1/share:batch_file_info',
      payload: { share_id: 42, file_ids: ['a'] },
    },
    'invalid_argument',
    400,
  ],
  [
    'body over 1 MiB',
    {
      method: 'POST',
      url: '/drive/v1/share:batch_file_info',
      payload: { share_id: long(2 * 1024 * 1024), file_ids: ['a'] },
    },
    'invalid_argument',
    413,
  ],
  [
    'restore: file_ids missing',
    { method: 'POST', url: `${S}/restore`, payload: { share_id: 'demo-public' } },
    'invalid_argument',
    400,
    'ac',
  ],
  [
    'restore: specify_parent_id not boolean',
    {
      method: 'POST',
      url: `${S}/restore`,
      payload: { share_id: 'demo-public', file_ids: ['pub-audio'], specify_parent_id: 'yes' },
    },
    'invalid_argument',
    400,
    'ac',
  ],
  [
    'files: filters not JSON',
    { url: '/drive/v1/files?filters=notjson' },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'files: filters an array',
    { url: '/drive/v1/files?filters=%5B1%5D' },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'files: trashed.eq not boolean',
    { url: `/drive/v1/files?filters=${encodeURIComponent('{"trashed":{"eq":"yes"}}')}` },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'files: unknown filter',
    { url: `/drive/v1/files?filters=${encodeURIComponent('{"size":{"gt":1}}')}` },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'files: unknown phase',
    { url: `/drive/v1/files?filters=${encodeURIComponent('{"phase":{"eq":"DONE"}}')}` },
    'invalid_argument',
    400,
    'a',
  ],
  ['files: limit 1000', { url: '/drive/v1/files?limit=1000' }, 'invalid_argument', 400, 'a'],
  [
    'files: page_token of another listing',
    { url: '/drive/v1/files?page_token=x.y' },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'create: unknown kind',
    { method: 'POST', url: '/drive/v1/files', payload: { kind: 'drive#weird', name: 'a' } },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'create: folder without name',
    { method: 'POST', url: '/drive/v1/files', payload: { kind: 'drive#folder' } },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'create: empty name',
    { method: 'POST', url: '/drive/v1/files', payload: { kind: 'drive#folder', name: '' } },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'create: blank name',
    { method: 'POST', url: '/drive/v1/files', payload: { kind: 'drive#folder', name: '   ' } },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'create: name with a slash',
    { method: 'POST', url: '/drive/v1/files', payload: { kind: 'drive#folder', name: 'a/b' } },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'create: name of 300 characters',
    { method: 'POST', url: '/drive/v1/files', payload: { kind: 'drive#folder', name: long(300) } },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'create: URL task with javascript: URL',
    {
      method: 'POST',
      url: '/drive/v1/files',
      payload: {
        kind: 'drive#file',
        upload_type: 'UPLOAD_TYPE_URL',
        url: { url: 'javascript:alert(1)' },
      },
    },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'create: URL task with no URL',
    {
      method: 'POST',
      url: '/drive/v1/files',
      payload: { kind: 'drive#file', upload_type: 'UPLOAD_TYPE_URL', url: { url: 'not a url' } },
    },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'rename: empty body',
    { method: 'PATCH', url: '/drive/v1/files/f-free-notes', payload: {} },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'rename: name a number',
    { method: 'PATCH', url: '/drive/v1/files/f-free-notes', payload: { name: 123 } },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'rename: array body',
    { method: 'PATCH', url: '/drive/v1/files/f-free-notes', payload: [1, 2] },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'batchTrash: no ids',
    { method: 'POST', url: '/drive/v1/files:batchTrash', payload: { ids: [] } },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'batchMove: no target',
    { method: 'POST', url: '/drive/v1/files:batchMove', payload: { ids: ['f-free-notes'] } },
    'invalid_argument',
    400,
    'a',
  ],
  ['tasks: unknown type', { url: '/drive/v1/tasks?type=weird' }, 'invalid_argument', 400, 'a'],
  // Decision 0006: listing, one item, batches by scope, recent, uploads.
  ['files: unknown sort', { url: '/drive/v1/files?sort=biggest' }, 'invalid_argument', 400, 'a'],
  [
    'files: folders_first not a boolean',
    { url: '/drive/v1/files?folders_first=maybe' },
    'invalid_argument',
    400,
    'a',
  ],
  ['files: negative offset', { url: '/drive/v1/files?offset=-1' }, 'invalid_argument', 400, 'a'],
  [
    'files: offset above 10,000,000',
    { url: '/drive/v1/files?offset=10000001' },
    'invalid_argument',
    400,
    'a',
  ],
  ['files: offset 1e9', { url: '/drive/v1/files?offset=1e9' }, 'invalid_argument', 400, 'a'],
  [
    'files: offset and page_token together',
    { url: '/drive/v1/files?offset=0&page_token=abc.def' },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'files: name.contains empty',
    { url: `/drive/v1/files?filters=${encodeURIComponent('{"name":{"contains":""}}')}` },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'files: name.contains of 101 characters',
    {
      url: `/drive/v1/files?parent_id=*&filters=${encodeURIComponent(JSON.stringify({ name: { contains: long(101) } }))}`,
    },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'files: name.contains not a string',
    { url: `/drive/v1/files?filters=${encodeURIComponent('{"name":{"contains":5}}')}` },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'file: usage other than open',
    { url: '/drive/v1/files/f-free-notes?usage=edit' },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'batch: ids and scope together',
    {
      method: 'POST',
      url: '/drive/v1/files:batchTrash',
      payload: { ids: ['f-free-notes'], scope: { parent_id: '' } },
    },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'batch: neither ids nor scope',
    { method: 'POST', url: '/drive/v1/files:star', payload: {} },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'batch: scope parent not yours',
    {
      method: 'POST',
      url: '/drive/v1/files:batchDelete',
      payload: { scope: { parent_id: 'f-vip-work' } },
    },
    'file_not_found',
    404,
    'a',
  ],
  [
    'batch: scope without parent_id',
    { method: 'POST', url: '/drive/v1/files:unstar', payload: { scope: { exclude_ids: [] } } },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'batch: scope with an unknown field',
    {
      method: 'POST',
      url: '/drive/v1/files:batchTrash',
      payload: { scope: { parent_id: '', everything: true } },
    },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'batch: exclude_ids not a list',
    {
      method: 'POST',
      url: '/drive/v1/files:batchTrash',
      payload: { scope: { parent_id: '', exclude_ids: 'f-free-notes' } },
    },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'batchMove: scope without to',
    { method: 'POST', url: '/drive/v1/files:batchMove', payload: { scope: { parent_id: '' } } },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'batchCopy: a folder into itself',
    {
      method: 'POST',
      url: '/drive/v1/files:batchCopy',
      payload: { ids: ['f-free-pics'], to: { parent_id: 'f-free-pics-2023' } },
    },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'batchUntrash: scope is not taken',
    { method: 'POST', url: '/drive/v1/files:batchUntrash', payload: { scope: { parent_id: '' } } },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'emptyTrash: not signed in',
    { method: 'POST', url: '/drive/v1/files:emptyTrash', payload: {} },
    'unauthenticated',
    401,
  ],
  [
    'events: recent not a boolean',
    { url: '/drive/v1/events?recent=yes' },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'uploads: not signed in',
    {
      method: 'POST',
      url: '/drive/v1/uploads/',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': '5',
        'upload-metadata': 'filename YS50eHQ=',
      },
    },
    'unauthenticated',
    401,
  ],
  [
    'uploads: malformed Upload-Metadata',
    {
      method: 'POST',
      url: '/drive/v1/uploads/',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '5', 'upload-metadata': 'filename ,,' },
    },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'uploads: a parent that is not yours',
    {
      method: 'POST',
      url: '/drive/v1/uploads/',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': '5',
        'upload-metadata': `filename YS50eHQ=,parent_id ${Buffer.from('f-vip-work').toString('base64')}`,
      },
    },
    'file_not_found',
    404,
    'a',
  ],
  [
    'uploads: over 4 GiB',
    {
      method: 'POST',
      url: '/drive/v1/uploads/',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': String(5 * 1024 ** 3),
        'upload-metadata': 'filename YS50eHQ=',
      },
    },
    'invalid_argument',
    413,
    'a',
  ],
  [
    'uploads: no Tus-Resumable',
    {
      method: 'POST',
      url: '/drive/v1/uploads/',
      headers: { 'upload-length': '5', 'upload-metadata': 'filename YS50eHQ=' },
    },
    'failed_precondition',
    412,
    'a',
  ],
  [
    'uploads: PATCH of an unknown upload',
    {
      method: 'PATCH',
      url: '/drive/v1/uploads/UPunknown',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: 'hello',
    },
    'file_not_found',
    404,
    'a',
  ],
  ['events: negative limit', { url: '/drive/v1/events?limit=-1' }, 'invalid_argument', 400, 'a'],
  [
    'token: unknown grant_type',
    {
      method: 'POST',
      url: '/v1/auth/token',
      payload: { grant_type: 'password', client_id: 'cumulus-web' },
    },
    'invalid_argument',
    400,
  ],
  [
    'token: empty object',
    { method: 'POST', url: '/v1/auth/token', payload: {} },
    'invalid_argument',
    400,
  ],
  [
    'token: authorization_code without code',
    {
      method: 'POST',
      url: '/v1/auth/token',
      payload: { grant_type: 'authorization_code', client_id: 'cumulus-web' },
    },
    'invalid_request',
    400,
  ],
  [
    'token: garbage code',
    {
      method: 'POST',
      url: '/v1/auth/token',
      payload: { grant_type: 'authorization_code', code: 'nope', client_id: 'cumulus-web' },
    },
    'invalid_grant',
    400,
  ],
  [
    'token: an unknown client',
    {
      method: 'POST',
      url: '/v1/auth/token',
      payload: { grant_type: 'authorization_code', code: 'nope', client_id: 'thief' },
    },
    'unauthorized_client',
    400,
  ],
  [
    'authorize: an unknown client',
    { url: authz('').replace('client_id=cumulus-web', 'client_id=thief') },
    'unauthorized_client',
    400,
  ],
  [
    'authorize: no PKCE challenge',
    { url: authz('').replace(/&code_challenge=[^&]+/, '') },
    'invalid_request',
    400,
  ],
  [
    'desktop service: an empty request',
    { method: 'POST', url: '/windows/client-auth-code', payload: {} },
    'invalid_request',
    400,
  ],
  [
    'desktop service: client_id a number',
    { method: 'POST', url: '/windows/client-auth-code', payload: { client_id: 7 } },
    'invalid_argument',
    400,
  ],
  [
    'desktop approval: no request_id',
    {
      method: 'POST',
      url: '/windows/approve',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=allow',
    },
    'invalid_argument',
    400,
  ],
  [
    'token: garbage refresh token',
    {
      method: 'POST',
      url: '/v1/auth/token',
      payload: { grant_type: 'refresh_token', refresh_token: 'nope', client_id: 'cumulus-web' },
    },
    'invalid_grant',
    400,
  ],
  [
    'authorize: missing redirect_uri',
    { url: '/v1/auth/authorize?client_id=cumulus-web&response_type=code' },
    'invalid_argument',
    400,
  ],
  [
    'authorize: response_type token',
    { url: authz('').replace('response_type=code', 'response_type=token') },
    'unsupported_response_type',
    400,
  ],
  ['authorize: unknown scope', { url: authz('scope=user+admin') }, 'invalid_scope', 400],
  [
    'authorize: redirect_uri not a URL',
    { url: '/v1/auth/authorize?client_id=cumulus-web&response_type=code&redirect_uri=nope' },
    'invalid_request',
    400,
  ],
  [
    'captcha init: action not METHOD:path',
    { method: 'POST', url: '/v1/shield/captcha/init', payload: { action: 'restore' } },
    'invalid_argument',
    400,
  ],
  [
    'captcha init: no action',
    { method: 'POST', url: '/v1/shield/captcha/init', payload: {} },
    'invalid_argument',
    400,
  ],
  ['captcha challenge: no id', { url: '/v1/shield/captcha/challenge' }, 'invalid_argument', 400],
  [
    'config: unknown name',
    { method: 'POST', url: '/config/v1/secrets', payload: { data: {} } },
    'invalid_argument',
    400,
  ],
  [
    'config: unknown language',
    {
      method: 'POST',
      url: '/config/v1/basic',
      payload: { data: { language: 'xx', client: 'web' } },
    },
    'invalid_argument',
    400,
  ],
  [
    'config: client not web',
    {
      method: 'POST',
      url: '/config/v1/basic',
      payload: { data: { language: 'en-US', client: 'ios' } },
    },
    'invalid_argument',
    400,
  ],
  [
    'config: no data',
    { method: 'POST', url: '/config/v1/basic', payload: {} },
    'invalid_argument',
    400,
  ],
  ['unsubscribe: no d', { url: '/mail/v1/unsubscribe' }, 'invalid_argument', 400],
  [
    'audit: no gcids nor file_ids',
    { method: 'POST', url: '/audit.admin/v1/share', payload: { share_user_id: 'u-vip' } },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'task status: unknown scene',
    { url: '/vip/v1/task/status?scene=other' },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'rewardVip: unknown type',
    { method: 'POST', url: '/vip/v1/activity/rewardVip', payload: { type: 'x' } },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'activation-code: missing code',
    { method: 'POST', url: '/vip/v1/order/activation-code', payload: {} },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'verifyRecaptchaToken: no token',
    { method: 'POST', url: '/vip/v1/verifyRecaptchaToken', payload: {} },
    'invalid_argument',
    400,
  ],
  ['media: unsigned link', { url: '/media/v1/s/pub-video' }, 'invalid_argument', 400],
  [
    'media: unknown source',
    { url: '/media/v1/x/pub-video?v=a&exp=1&sig=b' },
    'invalid_argument',
    400,
  ],
  ['media: unknown icon', { url: '/media/v1/icon/unknown' }, 'invalid_argument', 400],
  [
    'statistics: unknown channel',
    { url: '/drive/v1/statistics/pub/download?channel=moon' },
    'invalid_argument',
    400,
  ],
  [
    'control: failRate above 1',
    { method: 'POST', url: '/__control', payload: { mode: 'fail', failRate: 2 } },
    'invalid_argument',
    400,
  ],
  // Accounts (decision 0016): the pages' forms and the signed-in account calls.
  [
    'sign-up: an address far too long',
    {
      method: 'POST',
      url: '/v1/auth/signup',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `client_id=cumulus-web&response_type=code&redirect_uri=x&email=${long(400)}`,
    },
    'invalid_argument',
    400,
  ],
  [
    'sign-up: no OAuth parameters',
    {
      method: 'POST',
      url: '/v1/auth/signup',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.co&name=A&password=long+enough',
    },
    'invalid_argument',
    400,
  ],
  [
    'sign-up page: redirect_uri not a URL',
    { url: '/v1/auth/signup?client_id=cumulus-web&response_type=code&redirect_uri=nope' },
    'invalid_request',
    400,
  ],
  [
    'verify page: a code far too long',
    { url: `${authz('').replace('/authorize', '/verify')}code=${long(30)}` },
    'invalid_argument',
    400,
  ],
  [
    'reset page: response_type token',
    {
      url: authz('')
        .replace('/authorize', '/reset')
        .replace('response_type=code', 'response_type=token'),
    },
    'unsupported_response_type',
    400,
  ],
  [
    'forgot: JSON instead of a form',
    { method: 'POST', url: '/v1/auth/forgot', payload: { email: 5 } },
    'invalid_argument',
    400,
  ],
  [
    'change password: no body',
    { method: 'POST', url: '/v1/user/password', headers: json, payload: '{}' },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'change password: new password too short',
    {
      method: 'POST',
      url: '/v1/user/password',
      payload: { old_password: 'x', new_password: 'short' },
    },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'change password: an unknown field',
    {
      method: 'POST',
      url: '/v1/user/password',
      payload: { old_password: 'x', new_password: 'long enough', admin: true },
    },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'change password: signed out',
    { method: 'POST', url: '/v1/user/password', payload: {} },
    'unauthenticated',
    401,
  ],
  [
    'sign out everywhere: signed out',
    { method: 'POST', url: '/v1/user/sessions:revokeAll' },
    'unauthenticated',
    401,
  ],
  [
    'mail preferences: account notices cannot be turned off',
    {
      method: 'PATCH',
      url: '/v1/user/mail_preferences',
      payload: { scene: 'account', enabled: false },
    },
    'failed_precondition',
    400,
    'a',
  ],
  [
    'mail preferences: unknown kind of mail',
    {
      method: 'PATCH',
      url: '/v1/user/mail_preferences',
      payload: { scene: 'all', enabled: false },
    },
    'invalid_argument',
    400,
    'a',
  ],
  [
    'mail preferences: enabled as text',
    {
      method: 'PATCH',
      url: '/v1/user/mail_preferences',
      payload: { scene: 'marketing', enabled: 'no' },
    },
    'invalid_argument',
    400,
    'a',
  ],
  ['outbox (control): limit 0', { url: '/__control/outbox?limit=0' }, 'invalid_argument', 400],
  [
    'outbox page: ui_locales far too long',
    { url: `/dev/outbox?key=${TEST_DEV_KEY}&ui_locales=${long(200)}` },
    'invalid_argument',
    400,
  ],
  ['unknown endpoint', { url: '/drive/v2/nothing' }, 'not_found', 404],
  ['unknown method on a known path', { method: 'DELETE', url: '/v1/user/me' }, 'not_found', 404],
];

test('the table is large enough', () => {
  expect(CASES.length).toBeGreaterThanOrEqual(30);
});

test.each(CASES)('%s', async (_label, req, error, status, flags = '') => {
  const headers: RequestHeaders = { ...(req.headers || {}) };
  if (flags.includes('a')) Object.assign(headers, auth);
  if (flags.includes('c'))
    headers['x-captcha-token'] = await captchaToken(app, `${req.method}:${req.url.split('?')[0]}`);
  const res = await app.http({ ...req, headers });
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  const body = expectEnvelope(res, error, expect.any(Number), status);
  expect(body.error_code).toBeGreaterThan(0);
  expect(res.body).not.toMatch(/node_modules|at .*\.[jt]s:\d+|stack/);
});
