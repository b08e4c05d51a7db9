import { classesOf, pageCss } from './pageCss';

const CSS = `/* the remote's stylesheet */
.a { color: red; }
.b, .a > .c { margin: 0; }
.unused { color: blue; }
.a:hover .unused2 { color: green; }
html[data-theme='dark'] .a { color: pink; }
body { margin: 0; }
@media (max-width: 600px) { .a { padding: 0; } .unused { padding: 1px; } }
@media print { .unused { display: none; } }
@keyframes spin { from { transform: rotate(0); } to { transform: rotate(1turn); } }
`;

describe('pageCss', () => {
  const html = '<div class="a"><p class="c x">hi</p></div>';

  it('reads the classes of the class attributes', () => {
    expect([...classesOf(html)].sort()).toEqual(['a', 'c', 'x']);
  });

  it('keeps the rules whose classes the fragment has, and rules without classes', () => {
    const out = pageCss(CSS, html);
    expect(out).toContain('.a { color: red; }');
    expect(out).toContain('.a > .c { margin: 0; }');
    expect(out).not.toMatch(/\.b\b/);
    expect(out).not.toContain('unused');
    expect(out).toContain("html[data-theme='dark'] .a");
    expect(out).toContain('body { margin: 0; }');
    expect(out).toContain('@media (max-width: 600px) { .a { padding: 0; } }');
    expect(out).not.toContain('@media print');
    expect(out).toContain('@keyframes spin');
    expect(out).not.toContain("the remote's stylesheet");
  });
});
