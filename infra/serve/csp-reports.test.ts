import { createCspReports } from './csp-reports';

const SITE = 'http://localhost:8080';
const report = (doc: string, directive = 'img-src', blocked = 'http://x.invalid/a.png') => ({
  'csp-report': {
    'document-uri': doc,
    'effective-directive': directive,
    'violated-directive': directive,
    'blocked-uri': blocked,
  },
});

test('keeps reports about pages of the site, counted per page and directive', () => {
  const r = createCspReports({ siteOrigin: SITE });
  expect(r.receive(JSON.stringify(report(`${SITE}/faq`)))).toBe(1);
  r.receive(JSON.stringify(report(`${SITE}/faq?x=1`)));
  r.receive(JSON.stringify(report(`${SITE}/`, 'script-src')));
  expect(r.counts()).toEqual({ '/faq img-src': 2, '/ script-src': 1 });
  expect(r.samples()).toHaveLength(3);
});

test('the Reporting API shape is understood too', () => {
  const r = createCspReports({ siteOrigin: SITE });
  const body = [
    {
      type: 'csp-violation',
      body: { documentURL: `${SITE}/tv`, effectiveDirective: 'img-src', blockedURL: 'x' },
    },
    { type: 'deprecation', body: {} },
  ];
  expect(r.receive(JSON.stringify(body))).toBe(1);
  expect(r.counts()).toEqual({ '/tv img-src': 1 });
});

test.each([
  ['not JSON', '{oops'],
  ['not a report', JSON.stringify({ hello: 'world' })],
  ['a report about another site', JSON.stringify(report('https://evil.example/'))],
  ['a report without a directive', JSON.stringify({ 'csp-report': { 'document-uri': SITE } })],
])('%s is dropped', (_name, text) => {
  const r = createCspReports({ siteOrigin: SITE });
  r.receive(text);
  expect(r.samples()).toEqual([]);
  expect(r.counts()).toEqual({});
});
