import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { PreviewUnavailable } from './PreviewUnavailable';

/** In place of the preview when its own chunk did not download (FilePreview's fallback). */
describe('PreviewUnavailable', () => {
  function setup() {
    const onRetry = jest.fn();
    const onClose = jest.fn();
    render(
      <IntlProvider locale="en-US" defaultLocale="en-US" messages={{}}>
        <PreviewUnavailable onRetry={onRetry} onClose={onClose} />
      </IntlProvider>,
    );
    return { onRetry, onClose };
  }

  it('is a modal alert dialog that says so, focused on Try again', () => {
    setup();
    const dialog = screen.getByRole('alertdialog', { name: 'The preview could not be loaded.' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
  });

  it('Try again retries; Close and Escape close; Tab stays inside', async () => {
    const user = userEvent.setup();
    const { onRetry, onClose } = setup();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close preview' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close preview' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
