import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { lazyBody } from './lazyBody';

function Hello({ who }: { who: string }) {
  return <p>Hello {who}</p>;
}

const inIntl = (ui: React.ReactNode) =>
  render(
    <IntlProvider locale="en-US" defaultLocale="en-US" messages={{}}>
      {ui}
    </IntlProvider>,
  );

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('lazyBody', () => {
  it('says "Loading preview…" while its chunk downloads, then shows the body', async () => {
    const Body = lazyBody(async () => Hello);
    inIntl(<Body who="world" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading preview…');
    expect(await screen.findByText('Hello world')).toBeInTheDocument();
  });

  it('a chunk that fails to download says so with Try again, which downloads it again', async () => {
    const user = userEvent.setup();
    const load = jest
      .fn<Promise<typeof Hello>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 42 failed.'))
      .mockResolvedValue(Hello);
    const Body = lazyBody(load);
    inIntl(<Body who="again" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The preview could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello again')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('after a failure, the next body of this kind asks for the chunk again by itself', async () => {
    const load = jest
      .fn<Promise<typeof Hello>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Hello);
    const Body = lazyBody(load);
    const first = inIntl(<Body who="one" />);
    await screen.findByRole('alert');
    first.unmount();
    inIntl(<Body who="two" />);
    expect(await screen.findByText('Hello two')).toBeInTheDocument();
  });

  it('a body that throws while rendering is kept inside: same message, Try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('viewer bug');
      return <p>Recovered</p>;
    }
    const Body = lazyBody(async () => Flaky);
    inIntl(<Body />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The preview could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Recovered')).toBeInTheDocument();
  });

  it('preload starts the download before the body is shown', () => {
    const load = jest.fn(async () => Hello);
    const Body = lazyBody(load);
    Body.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
