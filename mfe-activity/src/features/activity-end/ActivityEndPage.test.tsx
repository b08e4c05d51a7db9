import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createEventBus } from 'shared-libs';
import { fakeProps, renderPage } from 'shared-libs/react-testing';
import { errorReply, jsonReply, resetPlatformForTests } from 'shared-libs/testing';
import { forgetCampaigns } from '../../lib/useCampaigns';
import { fakeApi, operation } from '../../lib/testing/campaigns';
import { ActivityEndPage } from './ActivityEndPage';

const withQuery = (query: Record<string, string>) => fakeProps({ page: 'activity-end', query });

describe('ActivityEndPage', () => {
  afterEach(() => {
    forgetCampaigns();
    resetPlatformForTests();
  });

  it('names the ended campaign from the activity query, and when it ended', async () => {
    fakeApi(jsonReply({ data: operation({ christmas: 'ended' }) }));
    renderPage(ActivityEndPage, withQuery({ activity: 'christmas' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'The Christmas campaign has ended' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('It ended on November 30, 2026.')).toBeInTheDocument();
  });

  it('links to the campaigns still running and the daily check-in', async () => {
    fakeApi(jsonReply({ data: operation({ christmas: 'ended' }) }));
    renderPage(ActivityEndPage, withQuery({ activity: 'christmas' }));
    const running = screen.getByRole('region', { name: 'Still running' });
    expect(
      await screen.findByRole('link', { name: 'Black Friday: premium for less' }),
    ).toHaveAttribute('href', '/en-US/activity/black-friday');
    expect(screen.getByRole('link', { name: 'Claim your make-up premium days' })).toHaveAttribute(
      'href',
      '/en-US/activity/compensation',
    );
    expect(running).not.toHaveTextContent('Christmas gifts');
    expect(
      screen.getByRole('link', { name: 'Daily check-in: free premium hours every day' }),
    ).toHaveAttribute('href', '/en-US/check-in');
  });

  it('names an ended compensation type, and lists the compensation campaign still running', async () => {
    fakeApi();
    renderPage(
      ActivityEndPage,
      withQuery({ activity: 'compensation', type: 'aliyun_accident_202409' }),
    );
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'The compensation for the September 2024 outage has ended',
      }),
    ).toBeInTheDocument();
    expect(await screen.findByText('It ended on October 31, 2024.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Claim your make-up premium days' })).toHaveAttribute(
      'href',
      '/en-US/activity/compensation',
    );
  });

  it('falls back to a generic title for a missing or unknown campaign', async () => {
    fakeApi();
    renderPage(ActivityEndPage, withQuery({ activity: 'toString' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'This campaign has ended' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Christmas gifts for your drive' }),
    ).toBeVisible();
  });

  it('still links home and to the check-in when the campaigns cannot be loaded', async () => {
    const transport = fakeApi(errorReply('permission_denied', 7, 403));
    renderPage(ActivityEndPage, withQuery({}));
    await waitFor(() =>
      expect(transport.callsTo('POST', '/config/v1/activity_operation').length).toBeGreaterThan(0),
    );
    await act(async () => {});
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/en-US/',
    );
    expect(
      screen.getByRole('link', { name: 'Daily check-in: free premium hours every day' }),
    ).toBeInTheDocument();
  });

  it('asks the host to open the plans (jump-to-vip) from its premium link', async () => {
    fakeApi(jsonReply({ data: operation({ christmas: 'ended' }) }));
    const events = createEventBus();
    const heard: string[] = [];
    events.on('jump-to-vip', (p) => heard.push(p.from));
    const props = fakeProps({ page: 'activity-end', query: {} }, { events });
    renderPage(ActivityEndPage, props);
    await screen.findByRole('link', { name: 'Black Friday: premium for less' });
    fireEvent.click(screen.getByRole('link', { name: 'See current premium plans' }));
    expect(heard).toEqual(['activity_end']);
    expect(props.navigate).not.toHaveBeenCalled();
  });
});
