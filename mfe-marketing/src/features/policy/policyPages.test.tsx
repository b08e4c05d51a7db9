import { screen, within } from '@testing-library/react';
import ja from '../../i18n/lang/ja.json';
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
    expect(within(links[1]!).getByText(/region access checks/)).toBeInTheDocument();
    expect(within(links[2]!).getByText('Previous version')).toBeInTheDocument();
  });

  it('index of a single text names it and gives its effective date', () => {
    renderPage(PolicyIndexPage, index('copyright-Infringement'));
    const link = screen.getByRole('link', { name: /Copyright policy/ });
    expect(link).toHaveAttribute(
      'href',
      '/en-US/policy/copyright-Infringement/copyright-Infringement',
    );
    expect(within(link).getByText('Effective from November 8, 2021')).toBeInTheDocument();
  });

  it('update index lists the notices', () => {
    renderPage(PolicyIndexPage, index('update'));
    expect(screen.getByRole('heading', { level: 1, name: 'Policy updates' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /Child safety policy: updated February 12, 2025/ }),
    ).toHaveAttribute('href', '/en-US/policy/update/child-sexual-abuse-2025-02-12');
  });

  it('current text: date, contents with anchors, what changed, numbered sections', async () => {
    renderPage(PolicyDocPage, doc('privacy-policy', '2023-11-06'));
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getByText('Effective from November 6, 2023')).toBeInTheDocument();
    expect(screen.getByText('Current version')).toBeInTheDocument();
    expect(screen.queryByText(/previous version of this policy/)).not.toBeInTheDocument();

    const toc = await screen.findByRole('navigation', { name: 'Contents' });
    const entries = within(toc).getAllByRole('link');
    expect(entries[0]).toHaveTextContent('What changed in this version');
    expect(entries[0]).toHaveAttribute(
      'href',
      '/en-US/policy/privacy-policy/2023-11-06#what-changed',
    );
    expect(within(toc).getByRole('link', { name: '14. Children' })).toHaveAttribute(
      'href',
      '/en-US/policy/privacy-policy/2023-11-06#children',
    );
    expect(entries).toHaveLength(18);

    const children = screen.getByRole('heading', { level: 2, name: '14. Children' });
    expect(children.closest('section')).toHaveAttribute('id', 'children');
    expect(
      screen.getByText('security, sign-in and region access logs: 180 days;'),
    ).toBeInTheDocument();
    const changes = screen.getByRole('heading', {
      level: 2,
      name: 'What changed in this version',
    }).parentElement!;
    expect(within(changes).getByRole('link', { name: 'previous version' })).toHaveAttribute(
      'href',
      '/en-US/policy/privacy-policy/2023-10-14',
    );
    expect(within(changes).getByText(/New section Children/)).toBeInTheDocument();
    const controller = screen.getByRole('heading', { name: '2. Who is responsible for your data' });
    expect(
      within(controller.parentElement!).getByRole('link', { name: 'contact page' }),
    ).toHaveAttribute('href', '/en-US/contact-us');
  });

  it('an older text has the wording of its date and points to the current one', async () => {
    renderPage(PolicyDocPage, doc('privacy-policy', '2021-11-08'));
    expect(screen.getByText('Effective from November 8, 2021')).toBeInTheDocument();
    expect(screen.getByText('Previous version')).toBeInTheDocument();
    expect(
      screen.getByText(
        /This is a previous version of this policy. It was replaced on October 14, 2023./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the current version' })).toHaveAttribute(
      'href',
      '/en-US/policy/privacy-policy/2023-11-06',
    );
    await screen.findByRole('navigation', { name: 'Contents' });
    expect(
      screen.getByText('This is the first published version of this policy.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /What changed/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Region access checks/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Children/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Device identifiers/)).not.toBeInTheDocument();
  });

  it('the membership versions differ in their renewal and refund terms', async () => {
    const { unmount } = renderPage(PolicyDocPage, doc('membership-agreement', '2022-06-14'));
    expect(
      await screen.findByRole('heading', { name: '7. Automatic renewal' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/at least 24 hours before the end/)).toBeInTheDocument();
    expect(screen.queryByText(/within 14 days of the first payment/)).not.toBeInTheDocument();
    unmount();
    renderPage(PolicyDocPage, doc('membership-agreement', '2023-08-23'));
    expect(await screen.findByText(/within 14 days of the first payment/)).toBeInTheDocument();
    expect(screen.getByText(/at least 7 days in advance/)).toBeInTheDocument();
  });

  it('a translated text says that the English text governs', async () => {
    const props = fakeProps(
      {
        page: 'policy-doc',
        params: { kind: 'child-sexual-abuse', doc: '2025-02-12' },
        layout: 'policy',
      },
      { locale: 'ja', hrefFor: (to: string) => `/ja${to}` },
    );
    renderPage(PolicyDocPage, props, ja, 'ja');
    expect(screen.getByRole('heading', { level: 1, name: '児童保護ポリシー' })).toBeInTheDocument();
    expect(await screen.findByText(/英語版が優先/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '目次' })).toBeInTheDocument();
    const detection = screen.getByRole('heading', { level: 2, name: '3. 検出の方法' });
    expect(detection.closest('section')).toHaveTextContent(/ハッシュ照合/);
  });

  it('an update notice lists what changed and links to the text', async () => {
    renderPage(PolicyDocPage, doc('update', 'membership-agreement-2023-08-23'));
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Membership agreement: updated August 23, 2023',
      }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/one step on the account page/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the updated text' })).toHaveAttribute(
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
