import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MountProps } from 'shared-libs';
import { fakeProps, renderPage } from 'shared-libs/react-testing';
import { apiError } from '../../testing/fakeDriveApi';
import { FakeShareLinksApi } from '../../testing/fakeShareLinksApi';
import { CreateShareDialog, type ShareItem } from './CreateShareDialog';

const onClose = jest.fn();

function open(api: FakeShareLinksApi, items: ShareItem[]) {
  function Page(_: { props: MountProps }) {
    return (
      <CreateShareDialog
        items={items}
        locale="en-US"
        create={(body) => api.create(body)}
        onClose={onClose}
      />
    );
  }
  renderPage(Page, fakeProps());
}

const TWO_FILES_AND_A_FOLDER = [
  { id: 'f1', name: 'a.txt' },
  { id: 'f2', name: 'b.png' },
  { id: 'd1', name: 'Photos' },
];

describe('CreateShareDialog', () => {
  beforeAll(() => {
    // jsdom has no <dialog> methods.
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
      this.open = false;
    };
  });
  afterEach(() => {
    onClose.mockReset();
    delete (navigator as { share?: unknown }).share;
  });

  it('makes a public link that never expires and allows downloads by default; Copy copies it', async () => {
    const user = userEvent.setup();
    const api = new FakeShareLinksApi();
    open(api, [{ id: 'f1', name: 'report.pdf' }]);
    const dialog = screen.getByRole('dialog', { name: 'Share “report.pdf”' });
    expect(within(dialog).getByRole('radio', { name: /No passcode/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Never' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Allow download' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(api.calls[0]).toEqual({
      name: 'create',
      args: [
        {
          file_ids: ['f1'],
          pass_code_option: 'NOT_REQUIRED',
          expiration_days: -1,
          allow_download: true,
        },
      ],
    });
    const done = await screen.findByRole('dialog', { name: 'Link ready' });
    const link = within(done).getByRole('textbox', { name: 'Link' });
    expect(link).toHaveValue('https://cumulus.test/s/new1');
    expect(within(done).getByText('No passcode')).toBeInTheDocument();
    expect(within(done).getByText('Never expires')).toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: 'Share…' })).not.toBeInTheDocument();

    await user.click(within(done).getByRole('button', { name: 'Copy link' }));
    expect(await within(done).findByRole('status')).toHaveTextContent('Link copied.');
    await expect(navigator.clipboard.readText()).resolves.toBe('https://cumulus.test/s/new1');

    await user.click(within(done).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('checks a typed passcode, then sends it with a 7-day expiry; the code is shown and copied', async () => {
    const user = userEvent.setup();
    const api = new FakeShareLinksApi();
    open(api, TWO_FILES_AND_A_FOLDER);
    const dialog = screen.getByRole('dialog', { name: 'Share 3 items' });
    await user.click(within(dialog).getByRole('radio', { name: 'Ask for a passcode' }));
    const field = within(dialog).getByRole('textbox', { name: 'Passcode' });
    expect((field as HTMLInputElement).value).toMatch(/^[a-z0-9]{6}$/);

    await user.clear(field);
    await user.type(field, 'ab-1');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Use only letters and digits.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    await user.type(field, 'ab1');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'A passcode has 4 to 10 characters.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(api.calls).toHaveLength(0);

    await user.type(field, '2X');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'In 7 days' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Allow download' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(api.calls[0]!.args[0]).toEqual({
      file_ids: ['f1', 'f2', 'd1'],
      pass_code_option: 'REQUIRED',
      pass_code: 'ab12X',
      expiration_days: 7,
      allow_download: false,
    });

    const done = await screen.findByRole('dialog', { name: 'Link ready' });
    expect(within(done).getByText('Passcode: ab12X')).toBeInTheDocument();
    expect(within(done).getByText('Save to drive only')).toBeInTheDocument();
    expect(within(done).getByText(/^Expires /)).toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: 'Copy passcode' }));
    expect(await within(done).findByRole('status')).toHaveTextContent('Passcode copied.');
    await expect(navigator.clipboard.readText()).resolves.toBe('ab12X');
  });

  it('"New code" makes another passcode', async () => {
    const user = userEvent.setup();
    open(new FakeShareLinksApi(), [{ id: 'f1', name: 'a.txt' }]);
    await user.click(screen.getByRole('radio', { name: 'Ask for a passcode' }));
    const field = screen.getByRole('textbox', { name: 'Passcode' }) as HTMLInputElement;
    const seen = new Set([field.value]);
    for (let i = 0; i < 3; i += 1) {
      await user.click(screen.getByRole('button', { name: 'New code' }));
      seen.add(field.value);
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('offers the system share sheet where the browser has one', async () => {
    const user = userEvent.setup();
    const share = jest.fn(async () => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    open(new FakeShareLinksApi(), [{ id: 'f1', name: 'a.txt' }]);
    await user.click(screen.getByRole('radio', { name: 'Ask for a passcode' }));
    const code = (screen.getByRole('textbox', { name: 'Passcode' }) as HTMLInputElement).value;
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    await user.click(await screen.findByRole('button', { name: 'Share…' }));
    expect(share).toHaveBeenCalledWith({
      url: 'https://cumulus.test/s/new1',
      title: 'f1',
      text: `Passcode: ${code}`,
    });
  });

  it('shows why the server refused, and stays open to try again', async () => {
    const user = userEvent.setup();
    const api = new FakeShareLinksApi();
    api.failNext = apiError('not_found', 5);
    open(api, [{ id: 'gone', name: 'gone.txt' }]);
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The link was not made: /);
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByRole('dialog', { name: 'Link ready' })).toBeInTheDocument();
  });

  it('refuses more items than a link holds', () => {
    const items = Array.from({ length: 101 }, (_, i) => ({ id: `f${i}`, name: `${i}` }));
    open(new FakeShareLinksApi(), items);
    expect(screen.getByRole('alert')).toHaveTextContent('A link can hold at most 100 items.');
    expect(screen.getByRole('button', { name: 'Create link' })).toBeDisabled();
  });
});
