import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionSnapshot } from 'shared-libs';
import { fakeProps, renderPage } from 'shared-libs/react-testing';
import { resetPlatformForTests } from 'shared-libs/testing';
import { fakePurchaseApi } from '../../lib/purchase/purchaseFixtures';
import { DRIVE_SECTIONS, findDriveSection } from './driveSections';
import { DriveSectionPage } from './DriveSectionPage';

const at = (section: string[], session?: SessionSnapshot) =>
  fakeProps({ page: 'drive', params: { section }, layout: 'drive' }, session ? { session } : {});

const signedIn = (premium: boolean): SessionSnapshot => ({
  signedIn: true,
  user: {
    userId: 'u1',
    username: 'Ana',
    email: 'ana@example.com',
    avatar: '',
    premium,
    expire: premium ? '2030-06-01T12:00:00Z' : '',
  },
});

describe('findDriveSection', () => {
  it('knows the nine sections of the spec, and ours (shared)', () => {
    expect(DRIVE_SECTIONS.map((s) => s.path)).toEqual([
      'all',
      'recent',
      'shared',
      'trash',
      'login',
      'payment',
      'payment/storage',
      'payment/traffic',
      'account',
      'feedback',
    ]);
  });
  it('joins segments, ignores case and treats empty as all', () => {
    expect(findDriveSection(['Payment', 'STORAGE'])?.path).toBe('payment/storage');
    expect(findDriveSection([])?.path).toBe('all');
    expect(findDriveSection(undefined)?.path).toBe('all');
    expect(findDriveSection(['payment', 'nope'])).toBeUndefined();
    expect(findDriveSection(['all', 'x'])).toBeUndefined();
  });
});

describe('DriveSectionPage', () => {
  // The payment sections read prices from the API (decision 0015).
  beforeEach(() => fakePurchaseApi());
  afterEach(() => resetPlatformForTests());

  it.each([
    [['all'], 'All files'],
    [['trash'], 'Trash'],
    [['recent'], 'Recent'],
    [['payment', 'traffic'], 'Add transfer quota'],
    [['feedback'], 'Feedback'],
  ])('titles %p as %s', async (section, title) => {
    const props = at(section);
    renderPage(DriveSectionPage, props);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(props.setTitle).toHaveBeenCalledWith(title);
    await waitFor(() => expect(screen.queryByText('Loading prices…')).not.toBeInTheDocument());
  });

  it('payment links to the storage and traffic sections', async () => {
    renderPage(DriveSectionPage, at(['payment']));
    await screen.findByRole('group', { name: 'Choose a premium plan' });
    const nav = screen.getByRole('navigation', { name: 'Drive sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/en-US/drive/payment/storage', '/en-US/drive/payment/traffic']);
  });

  it('shows an in-page message and every section for an unknown path', () => {
    renderPage(DriveSectionPage, at(['nowhere']));
    expect(
      screen.getByRole('heading', { level: 1, name: 'There is no such place in your drive' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(10);
  });

  it('login asks the host to sign in', async () => {
    const props = at(['login']);
    renderPage(DriveSectionPage, props);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(props.requireLogin).toHaveBeenCalledWith('drive_login');
  });

  it('account shows the signed-in user and plan', () => {
    renderPage(DriveSectionPage, at(['account'], signedIn(true)));
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(screen.getByText('Premium until June 1, 2030')).toBeInTheDocument();
  });

  it('account asks a visitor to sign in', () => {
    renderPage(DriveSectionPage, at(['account']));
    expect(screen.getByText('Sign in to see your account.')).toBeInTheDocument();
  });
});
