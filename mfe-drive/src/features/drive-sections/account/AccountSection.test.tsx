import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configurePlatform, type MountProps } from 'shared-libs';
import { fakeProps, renderPage } from 'shared-libs/react-testing';
import {
  createFakeTransport,
  createMemoryCookieJar,
  createMemoryStorage,
  errorReply,
  jsonReply,
  resetPlatformForTests,
} from 'shared-libs/testing';
import { AccountSection } from './AccountSection';

const preferences = (marketing: boolean) => ({
  preferences: [
    { scene: 'account', enabled: true, required: true },
    { scene: 'newsletter', enabled: true, required: false },
    { scene: 'marketing', enabled: marketing, required: false },
  ],
});

/** A signed-in platform over a fake API that knows the user's mail preferences. */
function signedIn() {
  const transport = createFakeTransport();
  transport.on('GET', '/v1/user/mail_preferences', jsonReply(preferences(false)));
  transport.on('GET', '/vip/v1/orders', jsonReply({ orders: [] }));
  const platform = configurePlatform({
    apiOrigins: ['https://api.test'],
    clientId: 'test',
    transport,
    storage: createMemoryStorage({
      pp_oauth_info: JSON.stringify({
        access_token: 'tok',
        refresh_token: 'ref',
        sub: 'u1',
        expires_at: Date.now() + 3_600_000,
      }),
    }),
    cookieJar: createMemoryCookieJar(),
    logger: { warn: () => {}, error: () => {} },
    sleep: async () => {},
  });
  return { transport, platform };
}

/** The host's sign-out (mount props, contract 3). */
const signOut = jest.fn(async () => undefined);

const props = (): MountProps =>
  fakeProps(
    { remote: 'mfe_drive', page: 'drive-section', params: { section: 'account' } },
    {
      signOut,
      session: {
        signedIn: true,
        user: {
          userId: 'u1',
          username: 'Ada Example',
          email: 'ada@example.com',
          avatar: '',
          premium: false,
          expire: '',
        },
      },
    },
  );

function Page({ props: p }: { props: MountProps }) {
  return <AccountSection props={p} />;
}

describe('AccountSection', () => {
  afterEach(() => {
    resetPlatformForTests();
    signOut.mockClear();
  });

  it('shows the storage in force (the limit premium raises)', async () => {
    const { transport } = signedIn();
    transport.on('GET', '/drive/v1/about', [
      jsonReply({
        kind: 'drive#about',
        quota: {
          kind: 'drive#quota',
          limit: String(2 * 1024 ** 4),
          usage: String(3 * 1024 ** 3),
          usage_in_trash: '0',
        },
        traffic: { kind: 'drive#traffic', limit: 1, base: 1, extra: 0, expire: '' },
        add_ons: [],
      }),
    ]);
    renderPage(Page, props());
    const row = (await screen.findByText('Storage')).closest('div')!;
    await waitFor(() => expect(row).toHaveTextContent('Storage3 GB of 2 TB used'));
  });

  it('asks a visitor to sign in', () => {
    signedIn();
    renderPage(Page, fakeProps());
    expect(screen.getByText('Sign in to see your account.')).toBeInTheDocument();
  });

  it('shows the profile, the purchases, then the password, emails and devices sections', async () => {
    signedIn();
    renderPage(Page, props());
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Profile',
      'Your purchases',
      'Password',
      'Emails',
      'Signed-in devices',
    ]);
    expect(await screen.findByText('No purchases yet.')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 8 characters. A few words you will remember work well.',
    );
    await screen.findByRole('checkbox', { name: 'Offers and campaigns' });
  });

  it('checks the new password before asking the API', async () => {
    const { transport } = signedIn();
    renderPage(Page, props());
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Enter your current password.',
    );
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Current password'), 'old secret');
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'a new long secret');
    await userEvent.type(screen.getByLabelText('New password again'), 'a new long secreT');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('The two new passwords are not the same.')).toBeInTheDocument();
    expect(transport.callsTo('POST', '/v1/user/password')).toHaveLength(0);
  });

  it('changes the password; a wrong current one is said at its field', async () => {
    const { transport } = signedIn();
    transport.on('POST', '/v1/user/password', [
      errorReply('invalid_password', 4010, 400, 'Invalid password'),
      jsonReply({ signed_out_sessions: 2 }),
    ]);
    renderPage(Page, props());
    const fill = async (current: string) => {
      await userEvent.clear(screen.getByLabelText('Current password'));
      await userEvent.type(screen.getByLabelText('Current password'), current);
      await userEvent.clear(screen.getByLabelText('New password'));
      await userEvent.type(screen.getByLabelText('New password'), 'a new long secret');
      await userEvent.clear(screen.getByLabelText('New password again'));
      await userEvent.type(screen.getByLabelText('New password again'), 'a new long secret');
      await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    };
    await fill('not it');
    expect(await screen.findByText('Invalid password')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    await fill('old secret');
    expect(
      await screen.findByText('Password changed. 2 other devices were signed out.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(transport.callsTo('POST', '/v1/user/password')[1]?.body).toEqual({
      old_password: 'old secret',
      new_password: 'a new long secret',
    });
  });

  it('email preferences: account notices always on, a change is saved at once', async () => {
    const { transport } = signedIn();
    transport.on('PATCH', '/v1/user/mail_preferences', jsonReply(preferences(true)));
    renderPage(Page, props());
    const account = await screen.findByRole('checkbox', { name: 'Account and security notices' });
    expect(account).toBeChecked();
    expect(account).toBeDisabled();
    const offers = screen.getByRole('checkbox', { name: 'Offers and campaigns' });
    expect(offers).not.toBeChecked(); // e.g. unsubscribed by a mail's link
    await userEvent.click(offers);
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Offers and campaigns' })).toBeChecked();
    expect(transport.callsTo('PATCH', '/v1/user/mail_preferences')[0]?.body).toEqual({
      scene: 'marketing',
      enabled: true,
    });
  });

  it('email preferences that cannot load offer to try again', async () => {
    const { transport } = signedIn();
    transport.on('GET', '/v1/user/mail_preferences', [
      errorReply('permission_denied', 7, 403),
      jsonReply(preferences(true)),
    ]);
    renderPage(Page, props());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your email choices could not be loaded');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'Offers and campaigns' })).toBeChecked();
  });

  it('signs out everywhere after a confirmation, then asks the host to sign this tab out', async () => {
    const { transport, platform } = signedIn();
    transport.on('POST', '/v1/user/sessions:revokeAll', jsonReply({ signed_out_sessions: 3 }));
    transport.on('POST', '/v1/auth/revoke', jsonReply({}));
    renderPage(Page, props());
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out everywhere?' });
    expect(transport.callsTo('POST', '/v1/user/sessions:revokeAll')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(transport.callsTo('POST', '/v1/user/sessions:revokeAll')).toHaveLength(1);
    // The host signs out; the drive never writes the shared session itself.
    expect(platform.session.signedIn).toBe(true);
  });

  it('cancelling the confirmation keeps everyone signed in', async () => {
    const { transport, platform } = signedIn();
    renderPage(Page, props());
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(transport.callsTo('POST', '/v1/user/sessions:revokeAll')).toHaveLength(0);
    expect(platform.session.signedIn).toBe(true);
    expect(signOut).not.toHaveBeenCalled();
  });
});
