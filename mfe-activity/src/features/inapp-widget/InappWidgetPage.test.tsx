import { fireEvent, screen } from '@testing-library/react';
import { createEventBus } from 'shared-libs';
import { fakeProps, renderPage } from 'shared-libs/react-testing';
import { InappWidgetPage } from './InappWidgetPage';

const user = (premium: boolean, expire = '') => ({
  signedIn: true,
  user: { userId: 'u1', username: 'Ana', email: 'a@b.co', avatar: '', premium, expire },
});

describe('InappWidgetPage', () => {
  it('greets a premium user with the expiry date and hides the upgrade link', () => {
    renderPage(
      InappWidgetPage,
      fakeProps({ page: 'inapp-widget' }, { session: user(true, '2030-01-15T00:00:00Z') }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Hi, Ana' })).toBeInTheDocument();
    expect(screen.getByText(/Premium until Jan 1[45], 2030/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go premium' })).not.toBeInTheDocument();
  });

  it('offers premium to a free user and sign-in to a visitor', () => {
    const { unmount } = renderPage(
      InappWidgetPage,
      fakeProps({ page: 'inapp-widget' }, { session: user(false) }),
    );
    expect(screen.getByText('Free plan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go premium' })).toBeInTheDocument();
    unmount();
    renderPage(InappWidgetPage, fakeProps({ page: 'inapp-widget' }));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('asks the host to open the plans (jump-to-vip) from Go premium', () => {
    const events = createEventBus();
    const heard: string[] = [];
    events.on('jump-to-vip', (p) => heard.push(p.from));
    const props = fakeProps({ page: 'inapp-widget' }, { session: user(false), events });
    renderPage(InappWidgetPage, props);
    fireEvent.click(screen.getByRole('link', { name: 'Go premium' }));
    expect(heard).toEqual(['inapp_widget']);
    expect(props.navigate).not.toHaveBeenCalled();
  });
});
