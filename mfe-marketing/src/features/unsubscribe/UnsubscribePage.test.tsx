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
  networkError,
  resetPlatformForTests,
  type FakeReply,
} from 'shared-libs/testing';
import { UnsubscribePage } from './UnsubscribePage';

/** The page with `?d=` (or none), the API answering `reply` (a list: one answer per call). */
function open(d: string | undefined, reply: FakeReply | FakeReply[]) {
  const transport = createFakeTransport();
  transport.on('GET', '/mail/v1/unsubscribe', reply);
  configurePlatform({
    apiOrigins: ['https://api.test'],
    clientId: 'test',
    transport,
    storage: createMemoryStorage(),
    cookieJar: createMemoryCookieJar(),
    logger: { warn: () => {}, error: () => {} },
    sleep: async () => {},
  });
  const props = fakeProps({ page: 'unsubscribe', query: d === undefined ? {} : { d } });
  renderPage(UnsubscribePage, props);
  return { transport, props };
}

const status = () => screen.getByRole('status');

describe('the unsubscribe page', () => {
  afterEach(() => resetPlatformForTests());

  it('unsubscribes the address of the link and says which mail stops', async () => {
    const { transport, props } = open(
      'demo-unsubscribe-free',
      jsonReply({ email: 'free@cumulus.test', scene: 'marketing', already_unsubscribed: false }),
    );
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        'Done: free@cumulus.test will no longer receive news and offers.',
      ),
    );
    expect(transport.calls[0]!.url).toContain('d=demo-unsubscribe-free');
    expect(props.setTitle).toHaveBeenCalledWith('Email preferences');
  });

  it('says so when the link was used before', async () => {
    open(
      'demo-unsubscribe-vip',
      jsonReply({ email: 'vip@cumulus.test', scene: 'newsletter', already_unsubscribed: true }),
    );
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        'vip@cumulus.test was already unsubscribed from the newsletter. Nothing has changed.',
      ),
    );
  });

  it('an unknown link is explained, without a retry', async () => {
    open('nope', errorReply('not_found', 5, 404));
    await waitFor(() => expect(status()).toHaveTextContent('This unsubscribe link is not valid.'));
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a failure offers to try again, which works', async () => {
    // A read is retried twice by the client before the page hears of the failure.
    const { transport } = open('demo-unsubscribe-free', [
      networkError,
      networkError,
      networkError,
      jsonReply({ email: 'free@cumulus.test', scene: 'other', already_unsubscribed: false }),
    ]);
    await waitFor(() => expect(status()).toHaveTextContent('We could not reach Cumulus'));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(status()).toHaveTextContent('free@cumulus.test will no longer receive these emails.'),
    );
    expect(transport.calls).toHaveLength(4);
  });

  it('without a link, calls nothing and says where to go', async () => {
    const { transport } = open(undefined, jsonReply({}));
    expect(status()).toHaveTextContent('This link is incomplete.');
    expect(transport.calls).toHaveLength(0);
  });
});
