import { PUBLIC_PATHS, robotsTxt, sitemapXml } from './sitemap';

describe('sitemap.xml and robots.txt', () => {
  const xml: string = sitemapXml('https://www.cumulus.example');

  it('lists every public page in all 11 locales', () => {
    expect(xml.match(/<url>/g)).toHaveLength(PUBLIC_PATHS.length * 11);
    expect(xml).toContain('<loc>https://www.cumulus.example/</loc>');
    expect(xml).toContain('<loc>https://www.cumulus.example/zh-TW</loc>');
    expect(xml).toContain('<loc>https://www.cumulus.example/ja/policy/privacy-policy</loc>');
    expect(xml).toContain('hreflang="zh-CN" href="https://www.cumulus.example/zh-CN/faq"');
  });

  it('keeps private pages out', () => {
    expect(xml).not.toMatch(/\/s\/|\/drive|\/auth|\/activity/);
    expect(robotsTxt('https://x.example')).toContain('Sitemap: https://x.example/sitemap.xml');
    expect(robotsTxt('https://x.example')).toContain('Disallow: /drive/');
  });
});
