import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHARE_STATUSES } from 'shared-libs';
import { jsonReply } from 'shared-libs/testing';
import {
  fakeProps,
  file,
  flush,
  folder,
  makeHarness,
  okShare,
  statusShare,
} from '../testing/harness';
import { renderSharePage } from '../testing/renderSharePage';

// jsdom does not implement scrolling; the list calls it to reveal the focused item.
window.scrollBy = jest.fn();

async function renderShare(reply: (q: Record<string, string>) => unknown, props = fakeProps()) {
  const h = makeHarness();
  h.transport.on('GET', '/drive/v1/share', (call) => jsonReply(reply(call.query)));
  const utils = await renderSharePage(props, h.deps);
  await act(() => new Promise<void>((r) => requestAnimationFrame(() => r())));
  return { ...utils, ...h, props };
}

const TITLES: Record<string, RegExp> = {
  MAX_RESTORE_COUNT: /reached its save limit/,
  EXPIRED: /has expired/,
  DELETED: /was deleted/,
  SENSITIVE_RESOURCE: /cannot be viewed/,
  SENSITIVE_WORD: /cannot be viewed/,
  AUDITING: /under review/,
  NOT_FOUND: /does not exist/,
  PROHIBITED: /has been blocked/,
};

describe('SharePage statuses', () => {
  it.each(SHARE_STATUSES.filter((s) => !['OK', 'PASS_CODE_EMPTY', 'PASS_CODE_ERROR'].includes(s)))(
    '%s has its own page, never an empty folder',
    async (status) => {
      const { container, props } = await renderShare(() =>
        statusShare(status, { expiration_at: '2025-01-31T10:20:00.000+00:00' }),
      );
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(TITLES[status]!);
      expect(screen.queryByRole('listbox')).toBeNull();
      expect(screen.queryByText(/folder is empty/)).toBeNull();
      expect(container.querySelector(`[data-status="${status}"]`)).not.toBeNull();
      expect(props.setTitle).toHaveBeenCalled();
    },
  );

  it('expired says when', async () => {
    await renderShare(() => statusShare('EXPIRED', { expiration_at: '2025-01-31T10:20:00' }));
    expect(screen.getByText(/25-01-31 10:20/)).toBeInTheDocument();
  });

  it('sensitive and prohibited shares link to the rules and an appeal', async () => {
    await renderShare(() => statusShare('PROHIBITED'));
    expect(screen.getByRole('link', { name: /appeal/i })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByRole('link', { name: /rules/i })).toHaveAttribute(
      'href',
      '/policy/anti-abuse',
    );
  });

  it('under review offers to check again', async () => {
    const { transport } = await renderShare(() => statusShare('AUDITING'));
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await act(flush);
    expect(transport.callsTo('GET', '/drive/v1/share')).toHaveLength(2);
  });
});

describe('SharePage passcode', () => {
  it('wrong then right passcode', async () => {
    const { transport } = await renderShare((q) =>
      !q.pass_code
        ? statusShare('PASS_CODE_EMPTY')
        : q.pass_code === 'cu42'
          ? okShare([file('secret.txt')])
          : statusShare('PASS_CODE_ERROR'),
    );
    const input = screen.getByLabelText('Passcode');
    await userEvent.type(input, 'bad1');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await act(flush);
    expect(screen.getByRole('alert')).toHaveTextContent('That passcode is wrong');
    expect(screen.getByLabelText('Passcode')).toHaveValue('bad1');
    expect(screen.getByLabelText('Passcode')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(screen.getByLabelText('Passcode'));
    await userEvent.type(screen.getByLabelText('Passcode'), 'cu42{Enter}');
    await act(flush);
    expect(screen.getByRole('option', { name: /secret\.txt/ })).toBeInTheDocument();
    expect(transport.callsTo('GET', '/drive/v1/share').map((c) => c.query.pass_code)).toEqual([
      undefined,
      'bad1',
      'cu42',
    ]);
  });
});

describe('SharePage listing', () => {
  const hostile = '<img src=x onerror=alert(1)>.txt';

  it('renders a hostile name as text', async () => {
    const { container } = await renderShare(() => okShare([file(hostile)]));
    expect(screen.getByText(hostile)).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('shows owner (masked), count and expiry', async () => {
    await renderShare(() =>
      okShare([file('a')], { file_num: '130', expiration_left: String(3 * 86400) }),
    );
    expect(screen.getByText('Shared by V***r')).toBeInTheDocument();
    expect(screen.getByText('130 items')).toBeInTheDocument();
    expect(screen.getByText('Expires in 3 days')).toBeInTheDocument();
  });

  it('keyboard: arrows move, Space selects, Shift extends, total size shown, Enter opens a folder', async () => {
    const files = [
      folder('Docs', { id: 'd1' }),
      file('a.bin', { size: '1024' }),
      file('b.bin', { size: '2048' }),
      file('c.bin', { size: '4096' }),
    ];
    const { store, props } = await renderShare(
      () => okShare(files),
      fakeProps({ query: { view: 'list', order: 'name_asc' } }),
    );
    const list = screen.getByRole('listbox');
    act(() => list.focus());
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    expect(within(list).getByRole('option', { name: /a\.bin/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}');
    expect(store.selection.count).toBe(3);
    expect(screen.getByText('3 items selected (7 KB)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save to my drive' })).toBeInTheDocument();
    await userEvent.keyboard('{Home}{Enter}');
    expect(props.navigate).toHaveBeenCalledWith('/s/abc/d1?view=list&order=name_asc');
  });

  it('Backspace and Alt+Left go up a folder', async () => {
    const h = makeHarness();
    h.transport.on('GET', '/drive/v1/share', jsonReply(okShare([])));
    h.transport.on(
      'GET',
      '/drive/v1/share/detail',
      jsonReply({ share_status: 'OK', files: [file('x')], next_page_token: '' }),
    );
    const props = fakeProps({ parentIds: ['p1', 'p2'] });
    await renderSharePage(props, h.deps);
    act(() => screen.getByRole('listbox').focus());
    await userEvent.keyboard('{Backspace}');
    expect(props.navigate).toHaveBeenLastCalledWith('/s/abc/p1');
    await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(props.navigate).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('navigation', { name: 'Folder path' })).toBeInTheDocument();
  });

  it('keeps the DOM bounded for 10,000 items', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => file(`file-${i}.txt`));
    await renderShare(() => okShare(many), fakeProps({ query: { view: 'list' } }));
    expect(screen.getAllByRole('option').length).toBeLessThan(60);
  }, 30_000);
});
