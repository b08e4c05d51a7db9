import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MountProps } from 'shared-libs';
import { fakeProps, renderPage } from 'shared-libs/react-testing';
import { ShareLinksStore } from '../../stores/ShareLinksStore';
import { apiError } from '../../testing/fakeDriveApi';
import { FakeShareLinksApi, shareLink } from '../../testing/fakeShareLinksApi';
import { SharedLinksPage } from './SharedLinksPage';

function show(api: FakeShareLinksApi) {
  const store = new ShareLinksStore({ api, now: () => new Date('2026-11-28T09:00:00Z') });
  function Page({ props }: { props: MountProps }) {
    return <SharedLinksPage props={props} store={store} />;
  }
  renderPage(Page, fakeProps({ remote: 'mfe_drive', page: 'drive', layout: 'drive' }));
  return store;
}

const card = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('li') as HTMLElement;

const VACATION = shareLink('s1', {
  title: 'Vacation and 2 more',
  pass_code_option: 'REQUIRED',
  pass_code: 'k3y9',
  file_num: '3',
  items: [
    {
      id: 'p1',
      kind: 'drive#file',
      name: 'beach.png',
      mime_type: 'image/png',
      thumbnail_link: 'https://api.cumulus.test/thumb/p1',
      gone: false,
    },
    {
      id: 'd1',
      kind: 'drive#folder',
      name: 'Vacation',
      mime_type: '',
      thumbnail_link: '',
      gone: true,
    },
  ],
  expiration_at: '2026-12-05T09:00:00Z',
  expiration_left: '604800',
  view_count: '3',
  restore_count: '1',
  download_count: '0',
});

describe('SharedLinksPage', () => {
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
      this.open = false;
    };
  });

  it('explains how to make a link when there is none', async () => {
    show(new FakeShareLinksApi());
    expect(await screen.findByRole('heading', { name: 'No links yet' })).toBeInTheDocument();
    expect(screen.getByText(/select files or folders in All files/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to All files' })).toHaveAttribute(
      'href',
      '/en-US/drive/all',
    );
  });

  it('lists each link with its items, dates, status and counters, page by page', async () => {
    const user = userEvent.setup();
    const api = new FakeShareLinksApi([VACATION, shareLink('s2'), shareLink('s3')]);
    show(api);
    const list = await screen.findByRole('list', { name: 'My share links' });
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(2);
    const c = card('Vacation and 2 more');
    expect(within(c).getByText('Active')).toBeInTheDocument();
    expect(within(c).getByText('3 views')).toBeInTheDocument();
    expect(within(c).getByText('1 save')).toBeInTheDocument();
    expect(within(c).getByText('0 downloads')).toBeInTheDocument();
    expect(within(c).getByText(/^Created /)).toBeInTheDocument();
    expect(within(c).getByText(/^Expires /)).toBeInTheDocument();
    const items = within(c).getByRole('list', { name: 'Items in “Vacation and 2 more”' });
    expect(within(items).getByText('beach.png')).toBeInTheDocument();
    expect(items.querySelector('img')).toHaveAttribute('src', 'https://api.cumulus.test/thumb/p1');
    expect(within(items).getByText('Vacation (no longer in your drive)')).toBeInTheDocument();
    expect(within(items).getByText('+1 more')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('heading', { name: 'Link s3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('shows the passcode on demand, copies the link, and changes the passcode', async () => {
    const user = userEvent.setup();
    const api = new FakeShareLinksApi([VACATION]);
    show(api);
    await screen.findByText('Passcode set');
    const c = card('Vacation and 2 more');
    expect(within(c).queryByText('Passcode: k3y9')).not.toBeInTheDocument();
    await user.click(within(c).getByRole('button', { name: 'Show passcode' }));
    expect(within(c).getByText('Passcode: k3y9')).toBeInTheDocument();
    expect(within(c).getByRole('button', { name: 'Hide passcode' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(c).getByRole('button', { name: 'Copy link' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('https://cumulus.test/s/s1');
    expect(within(c).getByRole('status')).toHaveTextContent('Link copied.');

    await user.click(within(c).getByRole('button', { name: 'Change passcode' }));
    const dialog = screen.getByRole('dialog', { name: 'Passcode of “Vacation and 2 more”' });
    const field = within(dialog).getByRole('textbox', { name: 'Passcode' });
    expect(field).toHaveValue('k3y9');
    await user.clear(field);
    await user.type(field, 'newcode7');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(c).findByText('Passcode: newcode7')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.at(-1)!.args).toEqual([
      's1',
      { pass_code_option: 'REQUIRED', pass_code: 'newcode7' },
    ]);

    await user.click(within(c).getByRole('button', { name: 'Change passcode' }));
    await user.click(screen.getByRole('button', { name: 'Remove passcode' }));
    expect(await within(c).findByText('No passcode')).toBeInTheDocument();
    expect(within(c).getByRole('button', { name: 'Add passcode' })).toBeInTheDocument();
  });

  it('changes the expiry, ends the link now, and turns downloads off', async () => {
    const user = userEvent.setup();
    const api = new FakeShareLinksApi([VACATION]);
    show(api);
    await screen.findByText('Active');
    const c = card('Vacation and 2 more');
    await user.selectOptions(within(c).getByRole('combobox', { name: 'Change expiry' }), 'Never');
    expect(await within(c).findByText('Never expires')).toBeInTheDocument();
    expect(api.calls.at(-1)!.args).toEqual(['s1', { expiration_days: -1 }]);

    await user.click(within(c).getByRole('button', { name: 'End now' }));
    expect(await within(c).findByText('Expired')).toBeInTheDocument();
    expect(within(c).getByText(/^Expired \d/)).toBeInTheDocument();
    expect(within(c).getByRole('button', { name: 'End now' })).toBeDisabled();
    expect(api.calls.at(-1)!.args).toEqual(['s1', { expiration_at: '2026-11-28T09:00:00.000Z' }]);
    expect(screen.getByText('The link has ended: visitors now see it as expired.')).toBeVisible();

    await user.click(within(c).getByRole('checkbox', { name: 'Allow download' }));
    expect(api.calls.at(-1)!.args).toEqual(['s1', { allow_download: false }]);
    expect(within(c).getByRole('checkbox', { name: 'Allow download' })).not.toBeChecked();
  });

  it('revokes a link after asking, and shows a refused change', async () => {
    const user = userEvent.setup();
    const api = new FakeShareLinksApi([VACATION, shareLink('s2')]);
    show(api);
    await screen.findByText('Vacation and 2 more');
    api.failNext = apiError('permission_denied', 7);
    await user.click(within(card('Link s2')).getByRole('checkbox', { name: 'Allow download' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Not done: /);

    await user.click(within(card('Vacation and 2 more')).getByRole('button', { name: 'Revoke' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke “Vacation and 2 more”?' });
    expect(within(dialog).getByText(/will see that it was deleted/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Link revoked.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('list', { name: 'My share links' })).toHaveFocus());
    expect(screen.queryByText('Vacation and 2 more')).not.toBeInTheDocument();
    expect(api.links.map((l) => l.share_id)).toEqual(['s2']);
  });

  it('says why the list could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    const api = new FakeShareLinksApi([shareLink('s1')]);
    api.failNext = apiError('unavailable', 14);
    show(api);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Your links could not be loaded/);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Link s1' })).toBeInTheDocument();
  });
});
