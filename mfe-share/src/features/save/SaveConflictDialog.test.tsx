import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { errorReply, jsonReply } from 'shared-libs/testing';
import { RestoreStore } from '../../stores/RestoreStore';
import { flush, makeHarness } from '../../testing/harness';
import { SaveConflictDialog } from './SaveConflictDialog';

const RESTORE = '/drive/v1/share/restore';
const body = { share_id: 'abc', pass_code_token: 'PCT', file_ids: ['f1', 'f2', 'f3'] };
const clash = (name: string, suggested: string) => ({
  name,
  id: `d-${name}`,
  kind: 'drive#file',
  suggested_name: suggested,
});

/** A store whose save met these names in `folder` ('' with id '' is the root): asking. */
async function asking(names: string[], folder = 'My Pack', folderId = 'pack') {
  const h = makeHarness();
  const restore = new RestoreStore({
    ...h.deps,
    host: { signedIn: () => true, requireLogin: async () => true },
  });
  h.transport.on('POST', RESTORE, [
    errorReply('already_exists', 6, 409),
    jsonReply({
      share_status: 'OK',
      share_status_text: '',
      file_id: folderId,
      restore_status: 'RESTORE_START',
      restore_task_id: 'T1',
    }),
  ]);
  h.transport.on(
    'POST',
    '/drive/v1/share/restore:conflicts',
    jsonReply({
      share_status: 'OK',
      share_status_text: '',
      parent_id: folderId,
      parent_name: folder,
      conflicts: names.map((n, i) => clash(n, `${n} (${i + 1})`)),
    }),
  );
  h.transport.on(
    'GET',
    '/drive/v1/tasks/T1',
    jsonReply({ id: 'T1', phase: 'PHASE_TYPE_COMPLETE', progress: 100, params: {} }),
  );
  render(
    <IntlProvider locale="en-US" defaultLocale="en-US" messages={{}}>
      <button type="button" data-save-invoker>
        Save to my drive
      </button>
      <SaveConflictDialog restore={restore} />
    </IntlProvider>,
  );
  await act(() => restore.save(body));
  return { ...h, restore };
}

const sentModes = (h: Awaited<ReturnType<typeof asking>>) =>
  h.transport.callsTo('POST', RESTORE).map((c) => (c.body as { conflict?: string }).conflict);

describe('SaveConflictDialog', () => {
  it('names the folder and the items, and asks once for all of them (Keep both first)', async () => {
    await asking(['README.md', 'logo.svg']);
    const dialog = screen.getByRole('dialog', {
      name: '2 items with these names are already in “My Pack”',
    });
    const list = within(dialog).getByRole('list', { name: 'Already there' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['README.md', 'logo.svg']);
    const group = within(dialog).getByRole('group', {
      name: 'What should happen to all 2 of them?',
    });
    expect(within(group).getByRole('radio', { name: /Keep both/ })).toBeChecked();
    expect(within(group).getByRole('radio', { name: /README.md \(1\)/ })).toBeChecked();
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
  });

  it('one item in the root: said in the singular, the root by its name', async () => {
    await asking(['a.txt'], '', '');
    expect(
      screen.getByRole('dialog', { name: 'An item with this name is already in “My drive”' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'What should happen to it?' })).toBeInTheDocument();
  });

  it('Skip says what it leaves: the rest is saved, or nothing when every item is there', async () => {
    await asking(['a.txt']);
    expect(
      screen.getByRole('radio', { name: /Skip This item is left out; the rest is saved/ }),
    ).toBeInTheDocument();
  });

  it('every item of the save already there: Skip would save nothing, and says so', async () => {
    await asking(['a.txt', 'b.txt', 'c.txt']);
    expect(
      screen.getByRole('radio', { name: /Skip Nothing new is saved: everything is already there/ }),
    ).toBeInTheDocument();
  });

  it('more than five names: five listed, then "and N more"', async () => {
    await asking(['1', '2', '3', '4', '5', '6', '7']);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['1', '2', '3', '4', '5', 'and 2 more']);
  });

  it('Replace, then Save: the save is sent again with replace', async () => {
    const h = await asking(['README.md']);
    await userEvent.click(screen.getByRole('radio', { name: /Replace/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await act(flush);
    expect(sentModes(h)).toEqual(['ask', 'replace']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Cancel saves nothing and gives the focus back to the save button', async () => {
    const h = await asking(['README.md']);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(h.restore.phase).toBe('idle');
    expect(sentModes(h)).toEqual(['ask']);
    expect(screen.getByRole('button', { name: 'Save to my drive' })).toHaveFocus();
  });

  it('Escape (the dialog’s cancel event) is Cancel', async () => {
    const h = await asking(['README.md']);
    act(() => {
      fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(h.restore.phase).toBe('idle');
    expect(sentModes(h)).toEqual(['ask']);
  });
});
