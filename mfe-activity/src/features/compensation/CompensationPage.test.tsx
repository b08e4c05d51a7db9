import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MountProps } from 'shared-libs';
import { fakeProps, renderPage } from 'shared-libs/react-testing';
import { errorReply, jsonReply, resetPlatformForTests, type FakeReply } from 'shared-libs/testing';
import { forgetCampaigns } from '../../lib/useCampaigns';
import { fakeApi, LIVE_TYPE } from '../../lib/testing/campaigns';
import { CompensationPage } from './CompensationPage';

const USER = {
  userId: 'u1',
  username: 'Ana',
  email: '',
  avatar: '',
  premium: true,
  expire: '2027-01-10T00:00:00+00:00',
};
const status = (s: string) =>
  jsonReply({ data: { status: s, reward_days: 5, reward_hours: 120, streak: 0 } });
const granted = jsonReply({
  data: {
    status: 'granted',
    type: LIVE_TYPE,
    reward_days: 5,
    expire: '2027-01-15T00:00:00+00:00',
    id: 'cp1',
  },
});

function page(query: Record<string, string> = {}, signedIn = true): MountProps {
  return fakeProps(
    { page: 'compensation', path: '/activity/compensation', query },
    signedIn ? { session: { signedIn: true, user: USER } } : {},
  );
}
function api(statusReply: FakeReply | FakeReply[], claim?: FakeReply) {
  const transport = fakeApi();
  transport.on('GET', '/vip/v1/task/status', statusReply);
  if (claim) transport.on('POST', '/vip/v1/activity/compensate', claim);
  return transport;
}

describe('CompensationPage', () => {
  afterEach(() => {
    forgetCampaigns();
    resetPlatformForTests();
  });

  it('asks a visitor to sign in to claim the live compensation', async () => {
    fakeApi();
    const props = page({}, false);
    renderPage(CompensationPage, props);
    expect(
      await screen.findByRole('heading', { name: 'A recent service interruption' }),
    ).toBeVisible();
    expect(screen.getByText('Sign in to claim your 5 premium days.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to claim' }));
    expect(props.requireLogin).toHaveBeenCalledWith('compensation');
  });

  it('claims once: the days and the new premium end date', async () => {
    const transport = api(status('todo'), granted);
    renderPage(CompensationPage, page());
    await userEvent.click(await screen.findByRole('button', { name: 'Claim 5 premium days' }));
    expect(
      await screen.findByText(
        'Done: 5 premium days were added to your account. Premium now runs until January 15, 2027.',
      ),
    ).toBeVisible();
    expect(transport.callsTo('GET', '/vip/v1/task/status')[0]!.query).toEqual({ scene: LIVE_TYPE });
    expect(transport.callsTo('POST', '/vip/v1/activity/compensate')[0]!.body).toEqual({
      type: LIVE_TYPE,
      data: {},
    });
    expect(screen.queryByRole('button', { name: /Claim/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my premium days' })).toBeVisible();
  });

  it('a claim made before (another tab) is refused clearly', async () => {
    api([status('todo'), status('done')], errorReply('already_exists', 6, 409));
    renderPage(CompensationPage, page());
    await userEvent.click(await screen.findByRole('button', { name: 'Claim 5 premium days' }));
    expect(
      await screen.findByText(
        'You have already claimed this compensation. Each account can claim it once.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Your premium currently runs until January 10, 2027.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Claim/ })).not.toBeInTheDocument();
  });

  it('the ended type says it ended and links to the activity-end page', async () => {
    fakeApi();
    renderPage(CompensationPage, page({ type: 'aliyun_accident_202409' }));
    expect(await screen.findByRole('heading', { name: 'The September 2024 outage' })).toBeVisible();
    expect(
      screen.getByText('This compensation has ended: claims closed on October 31, 2024.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See what is still running' })).toHaveAttribute(
      'href',
      '/en-US/activity-end?activity=compensation&type=aliyun_accident_202409',
    );
    expect(screen.queryByRole('button', { name: /Claim/ })).not.toBeInTheDocument();
    // The live one is offered.
    expect(screen.getByRole('link', { name: 'A recent service interruption' })).toHaveAttribute(
      'href',
      `/en-US/activity/compensation?type=${LIVE_TYPE}`,
    );
  });

  it('a failed claim offers Try again, which claims again', async () => {
    const transport = api(status('todo'), errorReply('internal', 13, 500, 'down'));
    renderPage(CompensationPage, page());
    await userEvent.click(await screen.findByRole('button', { name: 'Claim 5 premium days' }));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert')).toBeVisible();
    transport.on('POST', '/vip/v1/activity/compensate', granted);
    await userEvent.click(retry);
    expect(await screen.findByText(/^Done: 5 premium days were added/)).toBeVisible();
  });

  it('a status that cannot load offers Try again', async () => {
    const transport = api([errorReply('permission_denied', 7, 403, 'no'), status('todo')]);
    renderPage(CompensationPage, page());
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Claim 5 premium days' })).toBeVisible();
    expect(transport.callsTo('GET', '/vip/v1/task/status')).toHaveLength(2);
  });

  it('an unknown type in the address says so and links to the current one', async () => {
    fakeApi();
    renderPage(CompensationPage, page({ type: 'nope' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find this compensation',
    );
    expect(screen.getByRole('link', { name: 'See the current compensation' })).toHaveAttribute(
      'href',
      '/en-US/activity/compensation',
    );
  });

  it('campaigns that cannot load offer Try again', async () => {
    const transport = fakeApi([errorReply('internal', 13, 500, 'down')]);
    renderPage(CompensationPage, page({}, false));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    transport.on(
      'POST',
      '/config/v1/activity_operation',
      jsonReply({ data: (await import('../../lib/testing/campaigns')).operation() }),
    );
    await userEvent.click(retry);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign in to claim' })).toBeVisible(),
    );
  });
});
