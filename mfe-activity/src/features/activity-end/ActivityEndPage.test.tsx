import { screen } from '@testing-library/react';
import { fakeProps, renderPage } from 'shared-libs/react-testing';
import { ActivityEndPage } from './ActivityEndPage';

const withQuery = (query: Record<string, string>) => fakeProps({ page: 'activity-end', query });

describe('ActivityEndPage', () => {
  it('names the ended campaign from the activity query', () => {
    renderPage(ActivityEndPage, withQuery({ activity: 'black-friday' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Black Friday has ended' }),
    ).toBeInTheDocument();
  });

  it('falls back to a generic title for a missing or unknown campaign', () => {
    renderPage(ActivityEndPage, withQuery({ activity: 'toString' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'This campaign has ended' }),
    ).toBeInTheDocument();
  });

  it('links home', () => {
    renderPage(ActivityEndPage, withQuery({}));
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/en-US/',
    );
  });
});
