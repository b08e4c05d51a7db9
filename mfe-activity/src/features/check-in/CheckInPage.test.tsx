import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeProps, renderPage } from 'shared-libs/react-testing';
import { CheckInPage } from './CheckInPage';

describe('CheckInPage', () => {
  it('shows seven days with the bonus on day 7', () => {
    renderPage(CheckInPage, fakeProps({ page: 'check-in' }));
    const days = screen.getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days[6]).toHaveTextContent('Day 7');
    expect(days[6]).toHaveTextContent('1 day of premium');
  });

  it('asks a visitor to sign in through the host', async () => {
    const props = fakeProps({ page: 'check-in' });
    renderPage(CheckInPage, props);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to start your streak' }));
    expect(props.requireLogin).toHaveBeenCalledWith('check_in');
  });

  it('points a signed-in user to the app', () => {
    const props = fakeProps(
      { page: 'check-in' },
      {
        session: {
          signedIn: true,
          user: {
            userId: 'u1',
            username: 'Ana',
            email: '',
            avatar: '',
            premium: false,
            expire: '',
          },
        },
      },
    );
    renderPage(CheckInPage, props);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get the app' })).toHaveAttribute(
      'href',
      '/en-US/mobile-app',
    );
  });
});
