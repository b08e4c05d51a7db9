import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configurePlatform, getPlatform, type MountProps } from 'shared-libs';
import { fakeProps, renderPage } from 'shared-libs/react-testing';
import {
  createFakeTransport,
  createMemoryCookieJar,
  createMemoryStorage,
  errorReply,
  jsonReply,
  resetPlatformForTests,
} from 'shared-libs/testing';
import { createFeedbackApi } from './feedbackApi';
import { FeedbackPage } from './FeedbackPage';

const USER = { userId: 'u1', username: 'Ana', email: '', avatar: '', premium: false, expire: '' };
const file = (id: string, name: string, kind = 'drive#file') => ({ id, name, kind });

function setup(
  files = jsonReply({ files: [file('f1', 'notes.txt'), file('d1', 'Photos', 'drive#folder')] }),
) {
  const transport = createFakeTransport();
  transport.on('GET', '/drive/v1/files', files);
  configurePlatform({
    apiOrigins: ['https://api.test'],
    clientId: 'test',
    transport,
    storage: createMemoryStorage(),
    cookieJar: createMemoryCookieJar(),
    logger: { warn: () => {}, error: () => {} },
    sleep: async () => {},
  });
  const api = createFeedbackApi(getPlatform().http);
  function Page({ props }: { props: MountProps }) {
    return <FeedbackPage props={props} api={api} />;
  }
  renderPage(Page, fakeProps({ page: 'drive' }, { session: { signedIn: true, user: USER } }));
  return transport;
}

describe('FeedbackPage', () => {
  afterEach(() => resetPlatformForTests());

  it('says what is missing and focuses the first wrong field', async () => {
    const transport = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveFocus();
    expect(screen.getByText('Choose what your message is about.')).toBeVisible();
    expect(screen.getByText('Write a few words about it.')).toBeVisible();
    expect(transport.callsTo('POST', '/drive/v1/feedback')).toHaveLength(0);
  });

  it('sends topic, text and a file of the drive (files only), then thanks and clears', async () => {
    const transport = setup();
    transport.on('POST', '/drive/v1/feedback', jsonReply({ id: 'fb1', created_time: '' }));
    const attach = screen.getByRole('combobox', {
      name: 'Attach a file from your drive (optional)',
    });
    expect(await screen.findByRole('option', { name: 'notes.txt' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Photos' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'idea');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Your message' }),
      '  Dark mode for PDFs ',
    );
    expect(screen.getByText('21 of 2000 characters')).toBeVisible();
    await userEvent.selectOptions(attach, 'f1');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you! We received your message.')).toBeVisible();
    const [call] = transport.callsTo('POST', '/drive/v1/feedback');
    expect(call?.body).toEqual({ category: 'idea', text: 'Dark mode for PDFs', file_id: 'f1' });
    expect(transport.callsTo('GET', '/drive/v1/files')[0]?.query).toMatchObject({ parent_id: '*' });
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
  });

  it('an API refusal is said, and what was written is kept', async () => {
    const transport = setup();
    transport.on('POST', '/drive/v1/feedback', errorReply('file_not_found', 5, 404));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'bug');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'Broken');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('Broken');
  });

  it('files that cannot be listed leave the form usable', async () => {
    setup(errorReply('unavailable', 14, 503));
    expect(
      await screen.findByText('Your files could not be listed; you can still send your message.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send feedback' })).toBeEnabled();
  });
});
