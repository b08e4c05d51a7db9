import { screen, waitFor } from '@testing-library/react';
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
import { CheckInPage } from './CheckInPage';

const USER = {
  userId: 'u1',
  username: 'Ana',
  email: '',
  avatar: '',
  premium: false,
  expire: '',
};

/** Signed in, the API answering the status and the check-in. */
function signedIn(status: FakeReply | FakeReply[], reward?: FakeReply) {
  const transport = createFakeTransport();
  transport.on('GET', '/vip/v1/task/status', status);
  if (reward) transport.on('POST', '/vip/v1/activity/rewardVip', reward);
  configurePlatform({
    apiOrigins: ['https://api.test'],
    clientId: 'test',
    transport,
    storage: createMemoryStorage(),
    cookieJar: createMemoryCookieJar(),
    logger: { warn: () => {}, error: () => {} },
    sleep: async () => {},
  });
  const props = fakeProps({ page: 'check-in' }, { session: { signedIn: true, user: USER } });
  renderPage(CheckInPage, props);
  return transport;
}

const status = (s: string, streak: number, hours = 2) =>
  jsonReply({ data: { status: s, reward_days: hours / 24, reward_hours: hours, streak } });

describe('CheckInPage', () => {
  afterEach(() => resetPlatformForTests());

  it('shows seven days with the bonus on day 7', () => {
    renderPage(CheckInPage, fakeProps({ page: 'check-in' }));
    const days = screen.getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days[6]).toHaveTextContent('Day 7');
    expect(days[6]).toHaveTextContent('1 day of premium');
  });

  it('asks a visitor to sign in through the host', async () => {
    const props = fakeProps({ page: 'check-in' });
    renderPage(CheckInPage, props);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to start your streak' }));
    expect(props.requireLogin).toHaveBeenCalledWith('check_in');
  });

  it('signed in: shows the streak, checks in, and the reward and new streak show', async () => {
    const transport = signedIn(
      status('todo', 2),
      jsonReply({ data: { expire: '2026-12-01T10:00:00Z', reward_hours: 2, streak: 3 } }),
    );
    expect(await screen.findByText('Your streak: 2 days in a row.')).toBeInTheDocument();
    const days = screen.getAllByRole('listitem');
    expect(days[1]).toHaveTextContent('Checked in');
    expect(days[2]).toHaveAttribute('aria-current', 'step');
    await userEvent.click(screen.getByRole('button', { name: 'Check in today' }));
    expect(
      await screen.findByText(/Checked in: you earned 2 hours of premium\. Premium until/),
    ).toBeInTheDocument();
    expect(screen.getByText('Your streak: 3 days in a row.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check in today' })).toBeNull();
    expect(screen.getAllByRole('listitem')[2]).toHaveTextContent('Checked in');
    expect(transport.calls.map((c) => c.method)).toEqual(['GET', 'POST']);
  });

  it('already checked in today: says so and offers no button', async () => {
    signedIn(status('done', 7, 24));
    expect(
      await screen.findByText('You have checked in today. Come back tomorrow to keep your streak.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check in today' })).toBeNull();
    expect(screen.getAllByRole('listitem')[6]).toHaveTextContent('Checked in');
  });

  it('a check-in refused as already done elsewhere today reloads the status', async () => {
    signedIn([status('todo', 0), status('done', 1)], errorReply('already_exists', 6, 409));
    await userEvent.click(await screen.findByRole('button', { name: 'Check in today' }));
    expect(
      await screen.findByText('You have checked in today. Come back tomorrow to keep your streak.'),
    ).toBeInTheDocument();
  });

  it('a status that cannot load offers to try again', async () => {
    // The client retries a read twice before the page hears of the failure.
    const down = errorReply('internal', 13, 500);
    signedIn([down, down, down, status('todo', 0)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Check in today' })).toBeInTheDocument(),
    );
  });
});
