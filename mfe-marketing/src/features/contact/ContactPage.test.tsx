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
  type FakeHandler,
  type FakeReply,
} from 'shared-libs/testing';
import { ContactPage } from './ContactPage';
import { CONTACT_CAPTCHA_ACTION } from './confirmPerson';
import { mailtoFor, validateContact } from './validateContact';

const verdict = (success: boolean, score = 0.5, action = CONTACT_CAPTCHA_ACTION) =>
  jsonReply({ data: { success, score, action } });

/** The page on a platform whose API answers as given (defaults: all is well, from Japan). */
function open(
  o: {
    basic?: FakeReply;
    country?: FakeReply | FakeHandler;
    verify?: FakeReply;
    captcha?: FakeReply;
    locale?: 'en-US' | 'ja';
  } = {},
) {
  const transport = createFakeTransport();
  transport.on(
    'POST',
    '/config/v1/basic',
    o.basic ?? jsonReply({ data: { support_email: 'help@desk.example' } }),
  );
  transport.on(
    'GET',
    '/drive/v1/privilege/area_country_code',
    o.country ?? jsonReply({ data: { countryCode: 'JP' } }),
  );
  transport.on(
    'POST',
    '/v1/shield/captcha/init',
    o.captcha ?? jsonReply({ captcha_token: 'ck.t', expires_in: 300 }),
  );
  transport.on('POST', '/vip/v1/verifyRecaptchaToken', o.verify ?? verdict(true));
  configurePlatform({
    apiOrigins: ['https://api.test'],
    clientId: 'test',
    transport,
    storage: createMemoryStorage(),
    cookieJar: createMemoryCookieJar(),
    logger: { warn: () => {}, error: () => {} },
    sleep: async () => {},
  });
  renderPage(ContactPage, fakeProps({ page: 'contact-us' }, { locale: o.locale ?? 'en-US' }));
  return transport;
}

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Your email address'), 'me@example.com');
  await user.type(screen.getByLabelText('Your message'), 'My payment failed');
  await user.click(screen.getByRole('button', { name: 'Prepare my email' }));
  return user;
}

describe('validateContact', () => {
  const emailError = (email: string) =>
    validateContact({ email, topic: 'other', message: 'm', country: '' }).email;
  // The shared check (spec §5's standard pattern, the HTML one): a one-letter top-level
  // domain is syntax (a@b.c passes); a non-ASCII or commented local part does not.
  it.each(['a@b.co', 'first.last+tag@mail.example.com', 'x_y@sub.domain.org', 'a@b.c'])(
    'accepts %s',
    (email) => expect(emailError(email)).toBeUndefined(),
  );
  it.each([
    'plain',
    'a@b',
    'a @b.com',
    '@b.com',
    'a@.com',
    'a@b..com',
    'a@@b.com',
    'müller@x.de',
    'a(b)@x.com',
  ])('rejects %s', (email) => expect(emailError(email)).toBe('emailInvalid'));
  it('requires an email and a message', () => {
    expect(validateContact({ email: ' ', topic: 'other', message: '', country: '' })).toEqual({
      email: 'emailRequired',
      message: 'messageRequired',
    });
    expect(
      validateContact({ email: 'a@b.co', topic: 'other', message: 'hi', country: '' }),
    ).toEqual({});
  });
  it('builds a mailto link to the address with the message and the country line', () => {
    const draft = { email: 'a@b.co', topic: 'x', message: 'Hello there', country: 'JP' };
    const href = mailtoFor(draft, 'Subject', 'help@desk.example', 'Country or region: Japan (JP)');
    expect(href.startsWith('mailto:help@desk.example?subject=Subject&body=')).toBe(true);
    expect(decodeURIComponent(href)).toBe(
      'mailto:help@desk.example?subject=Subject&body=Hello there\n\n— a@b.co\nCountry or region: Japan (JP)',
    );
    expect(decodeURIComponent(mailtoFor(draft, 'S', 'x@y.example'))).toMatch(/— a@b.co$/);
  });
});

describe('ContactPage', () => {
  afterEach(() => resetPlatformForTests());

  it('shows errors on the fields and focuses the first invalid one', async () => {
    const user = userEvent.setup();
    open();
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
    open();
    await user.type(screen.getByLabelText('Your email address'), 'me@example.com');
    await user.selectOptions(screen.getByLabelText('Topic'), 'billing');
    await user.type(screen.getByLabelText('Your message'), 'My payment failed');
    await user.click(screen.getByRole('button', { name: 'Prepare my email' }));
    expect(await screen.findByRole('heading', { name: 'Your email is ready' })).toHaveFocus();
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

  it('shows the support address of the API config, the product one until it answers', async () => {
    open();
    expect(screen.getByRole('link', { name: 'support@cumulus.example' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'help@desk.example' })).toHaveAttribute(
      'href',
      'mailto:help@desk.example',
    );
  });

  it('keeps the product address when the config call fails', async () => {
    const transport = open({ basic: errorReply('internal', 13, 500, 'down') });
    await waitFor(() => expect(transport.callsTo('POST', '/config/v1/basic').length).toBe(1));
    expect(screen.getByRole('link', { name: 'support@cumulus.example' })).toBeInTheDocument();
    expect(transport.callsTo('POST', '/config/v1/basic')[0]?.body).toEqual({
      data: { language: 'en-US', client: 'web' },
    });
  });

  it('pre-selects the visitor country, named in the page language, and puts it in the email', async () => {
    open();
    const country = screen.getByLabelText('Country or region');
    await waitFor(() => expect(country).toHaveValue('JP'));
    expect(screen.getByRole('option', { name: 'Japan' })).toHaveProperty('selected', true);
    await fillAndSubmit();
    const link = await screen.findByRole('link', { name: 'Open in my mail app' });
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain(
      '— me@example.com\nCountry or region: Japan (JP)',
    );
  });

  it('a country the visitor chose before the answer is kept', async () => {
    let answer: (r: FakeReply) => void = () => {};
    open({ country: () => new Promise<FakeReply>((r) => (answer = r)) });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Country or region'), 'BR');
    answer(jsonReply({ data: { countryCode: 'JP' } }));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByLabelText('Country or region')).toHaveValue('BR');
  });

  it.each([
    ['fails', errorReply('internal', 13, 500, 'down')],
    ['names no known country', jsonReply({ data: { countryCode: 'XX' } })],
  ])('none is pre-selected when the call %s', async (_what, reply) => {
    const transport = open({ country: reply });
    await waitFor(() =>
      expect(transport.callsTo('GET', '/drive/v1/privilege/area_country_code')).toHaveLength(1),
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByLabelText('Country or region')).toHaveValue('');
  });

  it('names the countries in the page language', async () => {
    open({ locale: 'ja' });
    await waitFor(() =>
      expect(screen.getByRole('option', { name: '日本' })).toHaveProperty('selected', true),
    );
  });

  it('verifies a captcha token for the form before composing the email', async () => {
    const transport = open();
    await fillAndSubmit();
    await screen.findByRole('heading', { name: 'Your email is ready' });
    expect(transport.callsTo('POST', '/v1/shield/captcha/init')[0]?.body).toMatchObject({
      action: CONTACT_CAPTCHA_ACTION,
    });
    expect(transport.callsTo('POST', '/vip/v1/verifyRecaptchaToken')[0]?.body).toEqual({
      token: 'ck.t',
      action: CONTACT_CAPTCHA_ACTION,
    });
  });

  it.each([
    ['a failed verdict', { verify: verdict(false, 0) }],
    ['a verdict for another action', { verify: verdict(true, 0.9, 'POST:/elsewhere') }],
    ['a verify call that fails', { verify: errorReply('internal', 13, 500, 'down') }],
    ['no captcha token', { captcha: errorReply('captcha_invalid', 4002, 429, 'too often') }],
  ])('refuses politely on %s, and the form stays', async (_what, o) => {
    open(o);
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not confirm you are a person. Try again.',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your message')).toHaveValue('My payment failed');
  });
});
