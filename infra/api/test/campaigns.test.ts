/**
 * Campaigns (issue 14): their dates in activity_operation and the control switch that moves
 * them, the compensation claim and its status (task/status), the invite programme end to end
 * (invite-activity call, the inviter's list and paging).
 */
import type { Static } from '@fastify/type-provider-typebox';
import type { Wire } from 'shared-libs/contracts';
import { LIVE_COMPENSATION_TYPE } from '../src/campaigns';
import { maskName } from '../src/invites';
import {
  bearer,
  captchaToken,
  closeApp,
  defined,
  expectError,
  makeApp,
  signIn,
  FREE,
  SITE,
  VIP,
  type AuthHeaders,
  type ControlUser,
  type RequestHeaders,
  type TestApp,
  type VipPrivilege,
} from './helpers';

type Operation = Static<typeof Wire.ActivityOperation>;
type InvitePage = Static<typeof Wire.InvitePage>;
type TaskStatus = Static<typeof Wire.TaskStatus>;
type Compensated = Static<typeof Wire.CompensateResult>;

const DAY = 86400000;
const ALIYUN = 'aliyun_accident_202409';
const INVITE = 'POST:/vip/v1/activity/invite';

let app: TestApp;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => closeApp(app));
afterEach(async () => {
  await app.http({ method: 'POST', url: '/__control/reset' });
});

const post = <T = unknown>(headers: RequestHeaders, url: string, payload?: unknown) =>
  app.http<T>({ method: 'POST', url, headers, payload });
const get = <T = unknown>(headers: RequestHeaders, url: string) => app.http<T>({ url, headers });

const operation = async () =>
  (
    await post<{ data: Operation }>({}, '/config/v1/activity_operation', {
      data: { language: 'en-US', client: 'web' },
    })
  ).json().data;
const campaign = async (id: string) =>
  defined(
    (await operation()).campaigns.find((c) => c.id === id),
    `campaign ${id}`,
  );
const move = (body: object) => post<Operation>({}, '/__control/campaign', body);

/** A new user of its own (control endpoint), signed in. */
async function newcomer(): Promise<{ id: string; email: string; auth: AuthHeaders }> {
  const u = (await post<ControlUser>({}, '/__control/users', {})).json();
  return { id: u.user_id, email: u.email, auth: bearer(await signIn(app, u.email)) };
}
const vipOf = async (auth: AuthHeaders) =>
  (await get<VipPrivilege>(auth, '/drive/v1/privilege/vip')).json().data;
const invite = async (auth: RequestHeaders, body: object) =>
  post<{ free_days: number }>(
    { ...auth, 'x-captcha-token': await captchaToken(app, INVITE) },
    '/vip/v1/activity/invite',
    body,
  );
const inviteBody = (code: string) => ({
  from: 'web',
  rr: 'localhost:8080/',
  tf: 'invite',
  rf: 'chat.example',
  campaign: code,
});

describe('activity_operation and the control switch', () => {
  test('the compensation campaign runs while one of its types does, and names it', async () => {
    const c = await campaign('compensation');
    expect(c.status).toBe('live');
    expect(c.page).toBe('/activity/compensation');
    expect(c.type).toBe(LIVE_COMPENSATION_TYPE);
    const types = Object.fromEntries((c.types ?? []).map((t) => [t.type, t]));
    expect(types[ALIYUN]).toMatchObject({ status: 'ended', days: 7 });
    expect(Date.parse(defined(types[ALIYUN]).end_time)).toBe(Date.UTC(2024, 9, 31, 23, 59, 59));
    expect(types[LIVE_COMPENSATION_TYPE]).toMatchObject({ status: 'live', days: 5 });
  });

  test('a campaign ends and comes back through the control endpoint; a reset restores it', async () => {
    const past = new Date(Date.now() - DAY).toISOString();
    const r = await move({ id: 'christmas', end_time: past });
    expect(r.statusCode).toBe(200);
    expect(r.json().campaigns.find((c) => c.id === 'christmas')?.status).toBe('ended');
    expect((await campaign('christmas')).status).toBe('ended');
    expect((await campaign('black-friday')).status).toBe('live');

    await move({ id: 'christmas', start_time: new Date(Date.now() + DAY).toISOString() });
    expect((await campaign('christmas')).status).toBe('upcoming');
    await move({ id: 'christmas' });
    expect((await campaign('christmas')).status).toBe('live');

    await move({ id: 'black-friday', end_time: past });
    await app.http({ method: 'POST', url: '/__control/reset' });
    expect((await campaign('black-friday')).status).toBe('live');
  });

  test('ending the live compensation type ends the compensation campaign', async () => {
    await move({ id: LIVE_COMPENSATION_TYPE, end_time: new Date(Date.now() - 1000).toISOString() });
    const c = await campaign('compensation');
    expect(c.status).toBe('ended');
    expect(c.types?.every((t) => t.status === 'ended')).toBe(true);
  });

  test('bad moves are refused with 4xx envelopes', async () => {
    expectError(await move({ id: 'easter', end_time: '2030-01-01T00:00:00Z' }), 404, 'not_found');
    expectError(await move({ id: 'christmas', end_time: 'tomorrow' }), 400, 'invalid_argument');
    expectError(
      await move({ id: 'christmas', end_time: '2030-13-45T99:00:00Z' }),
      400,
      'invalid_argument',
    );
    expectError(await move({ id: 'christmas', status: 'ended' }), 400, 'invalid_argument');
    expectError(await move({}), 400, 'invalid_argument');
  });
});

describe('compensation', () => {
  const status = (auth: AuthHeaders, scene: string) =>
    get<TaskStatus>(auth, `/vip/v1/task/status?scene=${scene}`);
  const claim = (auth: AuthHeaders, type: string) =>
    post<Compensated>(auth, '/vip/v1/activity/compensate', { type, data: {} });

  test('the live type: todo, claimed once (days added to premium), then done', async () => {
    const u = await newcomer();
    expect((await status(u.auth, LIVE_COMPENSATION_TYPE)).json()).toEqual({
      data: { status: 'todo', reward_days: 5, reward_hours: 120, streak: 0 },
    });
    const before = Date.now();
    const r = await claim(u.auth, LIVE_COMPENSATION_TYPE);
    expect(r.statusCode).toBe(200);
    const data = r.json().data;
    expect(data).toMatchObject({ status: 'granted', type: LIVE_COMPENSATION_TYPE, reward_days: 5 });
    expect(Date.parse(data.expire)).toBeGreaterThanOrEqual(before + 5 * DAY - 1000);
    expect(Date.parse(data.expire)).toBeLessThanOrEqual(Date.now() + 5 * DAY + 1000);
    expect((await vipOf(u.auth)).status).toBe('ok');
    expect(Date.parse((await vipOf(u.auth)).expire)).toBe(Date.parse(data.expire));

    expectError(await claim(u.auth, LIVE_COMPENSATION_TYPE), 409, 'already_exists');
    expect((await status(u.auth, LIVE_COMPENSATION_TYPE)).json().data.status).toBe('done');
    // The second claim changed nothing.
    expect(Date.parse((await vipOf(u.auth)).expire)).toBe(Date.parse(data.expire));
  });

  test('premium days are added after the premium already running', async () => {
    const vip = bearer(await signIn(app, VIP.email));
    const running = Date.parse((await vipOf(vip)).expire);
    expect(running).toBeGreaterThan(Date.now());
    const r = await claim(vip, LIVE_COMPENSATION_TYPE);
    expect(Date.parse(r.json().data.expire)).toBe(running + 5 * DAY);
  });

  test('two claims at once grant once', async () => {
    const u = await newcomer();
    const answers = await Promise.all([
      claim(u.auth, LIVE_COMPENSATION_TYPE),
      claim(u.auth, LIVE_COMPENSATION_TYPE),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  test('the ended type says so; an upcoming one too; an unknown one is a bad argument', async () => {
    const u = await newcomer();
    expect((await status(u.auth, ALIYUN)).json().data).toMatchObject({
      status: 'ended',
      reward_days: 7,
    });
    const ended = expectError(await claim(u.auth, ALIYUN), 400, 'failed_precondition');
    expect(ended.error_description).toContain('ended on 2024-10-31');

    await move({
      id: LIVE_COMPENSATION_TYPE,
      start_time: new Date(Date.now() + DAY).toISOString(),
    });
    expect((await status(u.auth, LIVE_COMPENSATION_TYPE)).json().data.status).toBe('upcoming');
    expect(
      expectError(await claim(u.auth, LIVE_COMPENSATION_TYPE), 400, 'failed_precondition')
        .error_description,
    ).toContain('opens on');

    expectError(await claim(u.auth, 'no_such_type'), 400, 'invalid_argument');
    expectError(await status(u.auth, 'no_such_type'), 400, 'invalid_argument');
    expectError(await status(u.auth, '../x'), 400, 'invalid_argument');
    expectError(
      await post(u.auth, '/vip/v1/activity/compensate', { data: {} }),
      400,
      'invalid_argument',
    );
    expectError(await claim({ authorization: 'Bearer nope' }, ALIYUN), 401, 'unauthenticated');
  });

  test('check-in keeps its own status on the same endpoint', async () => {
    const u = await newcomer();
    expect((await status(u.auth, 'check_in')).json().data).toMatchObject({
      status: 'todo',
      streak: 0,
    });
  });
});

describe('invite programme', () => {
  const page = (auth: RequestHeaders, query = 'limit=20') =>
    get<InvitePage>(auth, `/vip/v1/activity/inviteExtActivityPage?${query}`);

  test('a newcomer through an invite link gets free days once; the inviter is credited once', async () => {
    const inviter = await newcomer();
    const empty = (await page(inviter.auth)).json().data;
    expect(empty).toMatchObject({
      invited_count: '0',
      reward_days: 0,
      invite_code: inviter.id,
      list: [],
      next_page_token: '',
      reward_days_per_invite: 3,
      newcomer_days: 3,
    });
    const link = new URL(empty.invite_link);
    expect(Object.fromEntries(link.searchParams)).toEqual({
      __source: 'invite',
      __medium: 'link',
      __campaign: inviter.id,
    });

    const friend = await newcomer();
    const r = await invite(friend.auth, inviteBody(inviter.id));
    expect(r.json()).toEqual({ free_days: 3 });
    const friendVip = await vipOf(friend.auth);
    expect(friendVip.status).toBe('ok');
    expect(Date.parse(friendVip.expire)).toBeGreaterThan(Date.now() + 3 * DAY - 60_000);
    expect((await vipOf(inviter.auth)).status).toBe('ok');

    // Once per user: a second call gives nothing and credits nobody again.
    expect((await invite(friend.auth, inviteBody(inviter.id))).json()).toEqual({ free_days: 0 });
    const after = (await page(inviter.auth)).json().data;
    expect(after).toMatchObject({ invited_count: '1', reward_days: 3 });
    expect(after.list).toEqual([
      {
        id: expect.any(String),
        invitee: maskName(friend.email),
        reward_days: 3,
        created_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    expect(after.list[0]?.invitee).toMatch(/^u.\*\*\*@e2e\.cumulus\.test$/);
  });

  test('no credit for one’s own link, another source, an unknown code, or a premium user', async () => {
    const self = await newcomer();
    expect((await invite(self.auth, inviteBody(self.id))).json()).toEqual({ free_days: 0 });
    expect((await page(self.auth)).json().data.invited_count).toBe('0');

    const inviter = await newcomer();
    const other = await newcomer();
    expect(
      (await invite(other.auth, { ...inviteBody(inviter.id), tf: 'share_page' })).json(),
    ).toEqual({ free_days: 0 });
    const unknown = await newcomer();
    expect((await invite(unknown.auth, inviteBody('u-nobody'))).json()).toEqual({ free_days: 0 });
    const vip = bearer(await signIn(app, VIP.email));
    expect((await invite(vip, inviteBody(inviter.id))).json()).toEqual({ free_days: 0 });
    expect((await page(inviter.auth)).json().data.invited_count).toBe('0');

    // Signed out: nothing (the call is made for signed-in users only).
    expect((await invite({}, inviteBody(inviter.id))).json()).toEqual({ free_days: 0 });
  });

  test('two calls at once credit once', async () => {
    const inviter = await newcomer();
    const friend = await newcomer();
    const answers = await Promise.all([
      invite(friend.auth, inviteBody(inviter.id)),
      invite(friend.auth, inviteBody(inviter.id)),
    ]);
    expect(answers.map((a) => a.json().free_days).sort()).toEqual([0, 3]);
    expect((await page(inviter.auth)).json().data.invited_count).toBe('1');
  });

  test('the call is captcha guarded', async () => {
    const free = bearer(await signIn(app, FREE.email));
    expectError(
      await post(free, '/vip/v1/activity/invite', inviteBody('u-vip')),
      403,
      'captcha_required',
    );
  });

  test('the list pages by limit, newest first, with totals over every invite', async () => {
    const vip = bearer(await signIn(app, VIP.email));
    const first = (await page(vip, 'limit=2')).json().data;
    expect(first).toMatchObject({ invited_count: '3', reward_days: 9 });
    expect(first.list.map((i) => i.invitee)).toEqual(['fr***@example.test', 'fr***@example.test']);
    expect(first.list.map((i) => i.id)).toEqual(['inv-3', 'inv-2']);
    expect(first.next_page_token).not.toBe('');
    const second = (await page(vip, `limit=2&page_token=${first.next_page_token}`)).json().data;
    expect(second.list.map((i) => i.id)).toEqual(['inv-1']);
    expect(second.next_page_token).toBe('');
    expect((await page(vip, 'limit=3')).json().data.next_page_token).toBe('');

    expectError(await page(vip, 'limit=0'), 400, 'invalid_argument');
    expectError(await page(vip, 'limit=101'), 400, 'invalid_argument');
    expectError(await page(vip, 'limit=2&page_token=bm90LWEtdG9rZW4'), 400, 'invalid_argument');
    expectError(await page({}, 'limit=2'), 401, 'unauthenticated');
  });

  test('the link names the site the request came from, when it is one of ours', async () => {
    const vip = bearer(await signIn(app, VIP.email));
    const ours = (await page({ ...vip, origin: SITE })).json().data.invite_link;
    expect(ours.startsWith(`${SITE}/?`)).toBe(true);
    const foreign = (await page({ ...vip, origin: 'https://evil.example' })).json().data;
    expect(foreign.invite_link).not.toContain('evil.example');
  });

  test('names are masked for the inviter', () => {
    expect(maskName('friend1@example.test')).toBe('fr***@example.test');
    expect(maskName('a@example.test')).toBe('a***@example.test');
    expect(maskName('Ana Lima')).toBe('A***');
    expect(maskName('')).toBe('***');
  });
});
