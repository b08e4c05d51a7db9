import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { OverrideDialog } from './OverrideDialog';

// jsdom has no modal dialogs: open and close only (the browser's inertness is e2e's).
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
  };
});

const URL_ = 'http://localhost:9184/remoteEntry.js';
const EXPIRES = Date.UTC(2026, 10, 28, 17, 0, 0);

function show(onDecide = jest.fn()) {
  render(
    <IntlProvider locale="en-US" defaultLocale="en-US" timeZone="UTC">
      <OverrideDialog
        proposals={[{ name: 'mfe_marketing', url: URL_ }]}
        expiresAt={EXPIRES}
        onDecide={onDecide}
      />
    </IntlProvider>,
  );
  return onDecide;
}

describe('OverrideDialog', () => {
  it('names the remote, the URL, what the code can do and when it ends', () => {
    show();
    const dialog = screen.getByRole('dialog', { name: 'Load code from a developer override?' });
    expect(dialog).toHaveTextContent('mfe_marketing');
    expect(dialog).toHaveTextContent(URL_);
    expect(dialog).toHaveAccessibleDescription(/act as you on this site/);
    expect(dialog).toHaveTextContent('Nov 28, 2026, 5:00 PM');
    // Focus starts on the safe answer.
    expect(screen.getByRole('button', { name: 'Don’t load' })).toHaveFocus();
  });

  it('"Don’t load" declines, once, and closes', async () => {
    const onDecide = show();
    const decline = screen.getByRole('button', { name: 'Don’t load' });
    await userEvent.click(decline);
    await userEvent.click(decline);
    expect(onDecide.mock.calls).toEqual([[false]]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape declines', () => {
    const onDecide = show();
    const dialog = screen.getByRole('dialog');
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(onDecide).toHaveBeenCalledWith(false);
  });

  it('"Load this code" accepts', async () => {
    const onDecide = show();
    await userEvent.click(screen.getByRole('button', { name: 'Load this code' }));
    expect(onDecide.mock.calls).toEqual([[true]]);
  });
});
