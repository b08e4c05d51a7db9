import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeProps, renderPage } from 'shared-libs/react-testing';
import { ContactPage } from './ContactPage';
import { EMAIL_PATTERN, mailtoFor, validateContact } from './validateContact';

describe('validateContact', () => {
  it.each(['a@b.co', 'first.last+tag@mail.example.com', 'x_y@sub.domain.org'])(
    'accepts %s',
    (email) => expect(EMAIL_PATTERN.test(email)).toBe(true),
  );
  it.each(['plain', 'a@b', 'a @b.com', 'a@b.c', '@b.com', 'a@.com', 'a@b..com', 'a@@b.com'])(
    'rejects %s',
    (email) => expect(EMAIL_PATTERN.test(email)).toBe(false),
  );
  it('requires an email and a message', () => {
    expect(validateContact({ email: ' ', topic: 'other', message: '' })).toEqual({
      email: 'emailRequired',
      message: 'messageRequired',
    });
    expect(validateContact({ email: 'a@b.co', topic: 'other', message: 'hi' })).toEqual({});
  });
  it('builds a mailto link to support with the message', () => {
    const href = mailtoFor({ email: 'a@b.co', topic: 'x', message: 'Hello there' }, 'Subject');
    expect(href.startsWith('mailto:support@cumulus.example?subject=Subject&body=')).toBe(true);
    expect(decodeURIComponent(href)).toContain('Hello there');
  });
});

describe('ContactPage', () => {
  it('shows errors on the fields and focuses the first invalid one', async () => {
    const user = userEvent.setup();
    renderPage(ContactPage, fakeProps({ page: 'contact-us' }));
    await user.type(screen.getByLabelText('Your email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Prepare my email' }));
    const email = screen.getByLabelText('Your email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/Enter an email address like name@example.com/);
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Your message')).toHaveAccessibleDescription(
      'Tell us how we can help.',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the prepared email, honest that nothing was sent, with a mailto link', async () => {
    const user = userEvent.setup();
    renderPage(ContactPage, fakeProps({ page: 'contact-us' }));
    await user.type(screen.getByLabelText('Your email address'), 'me@example.com');
    await user.selectOptions(screen.getByLabelText('Topic'), 'billing');
    await user.type(screen.getByLabelText('Your message'), 'My payment failed');
    await user.click(screen.getByRole('button', { name: 'Prepare my email' }));
    expect(screen.getByRole('heading', { name: 'Your email is ready' })).toHaveFocus();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Your email is ready');
    expect(status).toHaveTextContent('Nothing has been sent yet');
    expect(status).toHaveTextContent('me@example.com');
    const link = screen.getByRole('link', { name: 'Open in my mail app' });
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain(
      'subject=[Cumulus] Premium and billing',
    );
    await user.click(screen.getByRole('button', { name: 'Edit my message' }));
    expect(screen.getByLabelText('Your message')).toHaveValue('My payment failed');
    expect(screen.getByLabelText('Your message')).toHaveFocus();
  });
});
