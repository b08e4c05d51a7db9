import { safeInternalPath } from './safeTarget';

const HOSTILE: unknown[] = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'jAvAsCrIpT:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  '\u0000javascript:alert(1)',
  'javascript\u0000:alert(1)',
  '\u0001javascript:alert(1)',
  'javascript&colon;alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'file:///etc/passwd',
  'blob:https://evil.test/uuid',
  'filesystem:https://evil.test/x',
  'about:blank',
  'mailto:a@b.c',
  'tel:123',
  'ftp://evil.test/',
  'http://evil.test',
  'https://evil.test/path',
  'HTTPS://EVIL.TEST',
  '//evil.test',
  '//evil.test/path',
  '///evil.test',
  '////evil.test',
  '/\\evil.test',
  '\\\\evil.test',
  '\\/evil.test',
  '/\\/evil.test',
  '/%5Cevil.test\\x',
  'https:evil.test',
  'https:/evil.test',
  'http://site.invalid@evil.test/',
  'https://user:pass@evil.test',
  '//site.invalid@evil.test',
  '//evil.test%2F@site.invalid',
  'https://site.invalid.evil.test/',
  'https://sıte.invalid/',
  'https://xn--ste-xsa.invalid/',
  'evil.test',
  'www.evil.test/path',
  '../../etc/passwd',
  './relative',
  '?q=1',
  '#hash',
  '',
  ' ',
  '/ leading-space-ok? no: trailing ',
  '/path\u2028line',
  '/path\u00a0nbsp',
  '/\ufeffbom',
  '/path\u007f',
  '/' + 'a'.repeat(3000),
  null,
  undefined,
  42,
  { toString: () => '/ok' },
  ['/', 'x'],
];

const SAFE: Array<[string, string]> = [
  ['/', '/'],
  ['/faq', '/faq'],
  ['/s/abc?s_code=12#top', '/s/abc?s_code=12#top'],
  ['/drive/all?action=search&q=a%20b', '/drive/all?action=search&q=a%20b'],
  ['/a/../b', '/b'],
  ['/help-center/%2e%2e/x', '/x'],
  ['/ja/help#copy-link', '/ja/help#copy-link'],
];

describe('safeInternalPath', () => {
  it('has at least 50 hostile inputs', () => expect(HOSTILE.length).toBeGreaterThanOrEqual(50));

  it.each(HOSTILE.map((h) => [h]))('refuses %p', (input) => {
    expect(safeInternalPath(input)).toBeNull();
  });

  it.each(SAFE)('accepts %p as %p', (input, expected) => {
    expect(safeInternalPath(input)).toBe(expected);
  });
});
