import { screen } from '@testing-library/react';
import { fakeProps, renderPage } from 'shared-libs/react-testing';
import { errorReply, hang, jsonReply, resetPlatformForTests } from 'shared-libs/testing';
import { forgetCampaigns } from '../../lib/useCampaigns';
import { fakeApi, operation } from '../../lib/testing/campaigns';
import { gateCampaign } from './CampaignGate';

function OfferPage() {
  return <h1>Christmas offer</h1>;
}
const Gated = gateCampaign<null>('christmas', OfferPage);
const props = () => fakeProps({ page: 'christmas', path: '/activity/christmas' });

describe('gateCampaign', () => {
  afterEach(() => {
    forgetCampaigns();
    resetPlatformForTests();
  });

  it('shows the campaign page while the API says it runs', async () => {
    fakeApi();
    renderPage(Gated, props());
    expect(await screen.findByRole('heading', { name: 'Christmas offer' })).toBeInTheDocument();
  });

  it('shows the activity-end page naming it once the API says it ended', async () => {
    fakeApi(jsonReply({ data: operation({ christmas: 'ended' }) }));
    renderPage(Gated, props());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Christmas campaign has ended' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Christmas offer')).not.toBeInTheDocument();
  });

  it('says when a campaign starts before its start', async () => {
    fakeApi(jsonReply({ data: operation({ christmas: 'upcoming' }) }));
    renderPage(Gated, props());
    expect(
      await screen.findByRole('heading', { name: 'The Christmas campaign has not started yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText('It starts on November 1, 2026. Come back then.')).toBeInTheDocument();
  });

  it('shows nothing of the offer while the dates load', () => {
    fakeApi(hang);
    const { container } = renderPage(Gated, props());
    expect(screen.queryByText('Christmas offer')).not.toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('shows the campaign page when the dates cannot be loaded', async () => {
    fakeApi(errorReply('internal', 13, 500));
    renderPage(Gated, props());
    expect(await screen.findByRole('heading', { name: 'Christmas offer' })).toBeInTheDocument();
  });
});
