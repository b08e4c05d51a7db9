import path from 'node:path';
import { renderMarkdown } from './renderMarkdown';

// marked ships ES modules only and jest here runs CommonJS: use the same version's UMD build.
jest.mock('marked', () =>
  jest.requireActual(
    path.join(path.dirname(require.resolve('marked/package.json')), 'lib', 'marked.umd.js'),
  ),
);

const render = (md: string) => {
  const div = document.createElement('div');
  div.innerHTML = renderMarkdown(md, { newTabText: '(opens in a new tab)', srOnlyClass: 'sr' });
  return div;
};

describe('renderMarkdown', () => {
  it('renders GFM: headings from h3 without gaps, lists, code, tables, task lists', () => {
    const div = render(
      '# Title\n\n### Deep\n\n- one\n- [x] done\n\n```js\nconst a = 1;\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n',
    );
    expect(div.querySelector('h3')?.textContent).toBe('Title');
    expect(div.querySelector('h4')?.textContent).toBe('Deep');
    expect(div.querySelector('h1, h2')).toBeNull();
    expect([...div.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['one', '☑ done']);
    expect(div.querySelector('pre code')?.textContent).toBe('const a = 1;\n');
    expect(div.querySelectorAll('td')).toHaveLength(2);
    expect(div.querySelector('input')).toBeNull();
  });

  it('shows raw HTML as text: no element, no handler, no script', () => {
    const div = render(
      'Hi <b onclick="alert(1)">bold</b>\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>',
    );
    expect(div.querySelector('b, script, img, [onclick], [onerror]')).toBeNull();
    expect(div.textContent).toContain('<b onclick="alert(1)">bold</b>');
    expect(div.textContent).toContain('<script>alert(1)</script>');
  });

  it('opens web links in a new tab without the opener or the referrer', () => {
    const a = render('[help](https://example.com/help) and <https://example.org>').querySelectorAll(
      'a',
    );
    expect(a).toHaveLength(2);
    for (const link of a) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.querySelector('.sr')?.textContent).toBe(' (opens in a new tab)');
    }
    expect(a[0]?.getAttribute('href')).toBe('https://example.com/help');
  });

  it('script, data and relative links are plain text', () => {
    const div = render(
      '[x](javascript:alert(1)) [y](data:text/html,hi) [z](./other.md) [m](mailto:a@b.c)',
    );
    expect([...div.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'mailto:a@b.c',
    ]);
    expect(div.textContent).toContain('x y z');
  });

  it('images become links to them (no request from the page, no tracking pixel)', () => {
    const div = render('![the <cat>](https://example.com/cat.png)');
    expect(div.querySelector('img')).toBeNull();
    const a = div.querySelector('a');
    expect(a?.getAttribute('href')).toBe('https://example.com/cat.png');
    expect(a?.textContent).toBe('the <cat> (opens in a new tab)');
  });
});
