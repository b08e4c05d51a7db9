import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeProps, renderPage } from 'shared-libs/react-testing';
import { BlackFridayPage } from './BlackFridayPage';
import { ChristmasPage } from './ChristmasPage';

describe('campaign pages', () => {
  it.each([
    [BlackFridayPage, 'Black Friday: premium for less', 'Premium, 12 months'],
    [ChristmasPage, 'Christmas gifts from Cumulus', 'Premium, 12 months + 2 free'],
  ])('%p renders hero, offer and a CTA to the payment page', async (Page, title, offer) => {
    const props = fakeProps({ page: 'campaign', layout: 'activity' });
    renderPage(Page, props);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: offer })).toBeInTheDocument();
    const cta = screen.getByRole('link', { name: 'Get the offer' });
    expect(cta).toHaveAttribute('href', '/en-US/drive/payment');
    await userEvent.click(cta);
    expect(props.navigate).toHaveBeenCalledWith('/drive/payment');
    expect(props.setTitle).toHaveBeenCalledWith(title);
  });
});
