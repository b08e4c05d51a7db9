import { screen, within } from '@testing-library/react';
import { fakeProps, renderPage } from 'shared-libs/react-testing';
import { UPDATE_NOTICES, selectPolicy } from './policyCatalog';
import { PolicyDocPage } from './PolicyDocPage';
import { PolicyIndexPage } from './PolicyIndexPage';

const index = (kind: string) => fakeProps({ page: 'policy', params: { kind }, layout: 'policy' });
const doc = (kind: string, d: string) =>
  fakeProps({ page: 'policy-doc', params: { kind, doc: d }, layout: 'policy' });

describe('selectPolicy', () => {
  it('lists dated texts newest first', () => {
    const view = selectPolicy('privacy-policy');
    expect(view.kind === 'texts' && view.texts.map((t) => t.doc)).toEqual([
      '2023-11-06',
      '2023-10-14',
      '2021-11-08',
    ]);
    const csa = selectPolicy('child-sexual-abuse');
    expect(csa.kind === 'texts' && csa.texts.map((t) => t.doc)).toEqual([
      '2025-02-12',
      '2023-05-23',
    ]);
    const ma = selectPolicy('membership-agreement');
    expect(ma.kind === 'texts' && ma.texts.map((t) => t.doc)).toEqual(['2023-08-23', '2022-06-14']);
  });

  it('gives single-text policies one text named like the kind, matched case-insensitively', () => {
    expect(selectPolicy('copyright-infringement', 'COPYRIGHT-INFRINGEMENT')).toMatchObject({
      kind: 'text',
      text: { kind: 'copyright-Infringement', doc: 'copyright-Infringement' },
      isCurrent: true,
    });
    expect(selectPolicy('user-agreement', 'user-agreement')).toMatchObject({ kind: 'text' });
    expect(selectPolicy('anti-abuse', 'anti-abuse')).toMatchObject({ kind: 'text' });
  });

  it('marks an older version as not current and points at the newest', () => {
    expect(selectPolicy('privacy-policy', '2021-11-08')).toMatchObject({
      kind: 'text',
      isCurrent: false,
      current: { doc: '2023-11-06' },
    });
  });

  it('reports unknown docs and kinds', () => {
    expect(selectPolicy('privacy-policy', '2020-01-01')).toEqual({
      kind: 'unknown-doc',
      policy: 'privacy-policy',
    });
    expect(selectPolicy('update', 'nope')).toEqual({ kind: 'unknown-doc', policy: 'update' });
    expect(selectPolicy('cookies')).toEqual({ kind: 'unknown-kind' });
  });

  it('has four update notices, one per revised text', () => {
    expect(UPDATE_NOTICES.map((n) => n.doc)).toEqual([
      'child-sexual-abuse-2025-02-12',
      'privacy-policy-2023-11-06',
      'privacy-policy-2023-10-14',
      'membership-agreement-2023-08-23',
    ]);
    expect(selectPolicy('update')).toMatchObject({ kind: 'updates' });
  });
});

describe('policy pages', () => {
  it('index lists the texts with dates and marks the current one', () => {
    renderPage(PolicyIndexPage, index('privacy-policy'));
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/en-US/policy/privacy-policy/2023-11-06',
      '/en-US/policy/privacy-policy/2023-10-14',
      '/en-US/policy/privacy-policy/2021-11-08',
    ]);
    expect(within(links[0]!).getByText('Current version')).toBeInTheDocument();
    expect(within(links[0]!).getByText('November 6, 2023')).toBeInTheDocument();
    expect(within(links[2]!).getByText('Earlier version')).toBeInTheDocument();
  });

  it('update index lists the notices', () => {
    renderPage(PolicyIndexPage, index('update'));
    expect(screen.getByRole('heading', { level: 1, name: 'Policy updates' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /Child safety policy: updated February 12, 2025/ }),
    ).toHaveAttribute('href', '/en-US/policy/update/child-sexual-abuse-2025-02-12');
  });

  it('doc page shows the text, its date and a link to the current version when older', () => {
    renderPage(PolicyDocPage, doc('membership-agreement', '2022-06-14'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Membership agreement' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Effective from June 14, 2022')).toBeInTheDocument();
    expect(screen.getByText(/earlier version of this policy/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the current version' })).toHaveAttribute(
      'href',
      '/en-US/policy/membership-agreement/2023-08-23',
    );
  });

  it('doc page shows an in-page not-found message and the valid texts for an unknown doc', () => {
    const props = doc('child-sexual-abuse', '1999-01-01');
    renderPage(PolicyDocPage, props);
    expect(screen.getByRole('status')).toHaveTextContent('There is no such text for this policy');
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/en-US/policy/child-sexual-abuse/2025-02-12',
      '/en-US/policy/child-sexual-abuse/2023-05-23',
    ]);
    expect(props.setTitle).toHaveBeenCalledWith('Policy document');
  });
});
