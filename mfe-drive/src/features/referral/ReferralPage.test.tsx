import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configurePlatform } from 'shared-libs';
import { fakeProps, renderPage } from 'shared-libs/react-testing';
import {
  createFakeTransport,
  createMemoryCookieJar,
  createMemoryStorage,
  errorReply,
  jsonReply,
  resetPlatformForTests,
  type FakeReply,
} from 'shared-libs/testing';
import { ReferralPage } from './ReferralPage';

const USER = { userId: 'u1', username: 'Ana', email: '', avatar: '', premium: false, expire: '' };
const LINK = 'https://site.test/?__source=invite&__medium=link&__campaign=u1';
const entry = (n: number) => ({
  id: `inv-${n}`,
  invitee: `fr***${n}@example.test`,
  reward_days: 3,
  created_time: `2026-11-0${n}T10:00:00+00:00`,
});
const page = (list: ReturnType<typeof entry>[], next = '', count = list.length) =>
  jsonReply({
    data: {
      invited_count: String(count),
      reward_days: count * 3,
      invite_code: 'u1',
      invite_link: LINK,
      reward_days_per_invite: 3,
      newcomer_days: 3,
      list,
      next_page_token: next,
    },
  });

function signedIn(reply: FakeReply | FakeReply[]) {
  const transport = createFakeTransport();
  transport.on('GET', '/vip/v1/activity/inviteExtActivityPage', reply);
  configurePlatform({
    apiOrigins: ['https://api.test'],
    clientId: 'test',
    transport,
    storage: createMemoryStorage(),
    cookieJar: createMemoryCookieJar(),
    logger: { warn: () => {}, error: () => {} },
    sleep: async () => {},
  });
  renderPage(
    ReferralPage,
    fakeProps({ page: 'referral' }, { session: { signedIn: true, user: USER } }),
  );
  return transport;
}

describe('ReferralPage', () => {
  afterEach(() => resetPlatformForTests());

  it('signed out, asks to sign in and explains how it works', async () => {
    const props = fakeProps({ page: 'referral' });
    renderPage(ReferralPage, props);
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to invite friends' }));
    expect(props.requireLogin).toHaveBeenCalledWith('referral');
  });

  it('shows the invite link, no rewards yet and an empty list', async () => {
    signedIn(page([]));
    expect(await screen.findByRole('textbox', { name: 'Your invite link' })).toHaveValue(LINK);
    const rewards = screen.getByRole('region', { name: 'Your rewards' });
    expect(rewards).toHaveTextContent('0 friends joined');
    expect(rewards).toHaveTextContent('0 premium days earned');
    expect(rewards).toHaveTextContent(
      'You earn 3 premium days for each friend who joins; your friend gets 3 free days of premium.',
    );
    expect(screen.getByText(/No one has joined with your link yet/)).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists the friends who joined, and pages with Show more', async () => {
    const transport = signedIn([page([entry(2), entry(1)], 'tok-2', 3), page([entry(3)])]);
    const table = await screen.findByRole('table', { name: 'Friends who joined' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(
      within(table).getByRole('row', { name: /fr\*\*\*2@example\.test Nov 2, 2026 \+3 days/ }),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Your rewards' })).toHaveTextContent(
      '9 premium days earned',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(table).findByText('fr***3@example.test')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    const calls = transport.callsTo('GET', '/vip/v1/activity/inviteExtActivityPage');
    expect(calls.map((c) => c.query)).toEqual([
      { limit: '10' },
      { limit: '10', page_token: 'tok-2' },
    ]);
  });

  it('copies the link', async () => {
    const user = userEvent.setup();
    signedIn(page([]));
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(LINK);
  });

  it('a failure offers Try again', async () => {
    signedIn([errorReply('permission_denied', 7, 403, 'no'), page([entry(1)])]);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Friends who joined' })).toBeVisible();
  });
});
