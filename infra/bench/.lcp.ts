import { chromium } from '@playwright/test';
async function main() {
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
  await ctx.addInitScript(() => {
    (window as any).__lcp = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries() as any) (window as any).__lcp.push([Math.round(e.startTime), e.element?.tagName, e.element?.className, e.size]); }).observe({ type: 'largest-contentful-paint', buffered: true });
    document.addEventListener('DOMContentLoaded', () => { document.querySelectorAll('p, h1').forEach((el, i) => ((el as any).__mark = i)); });
  });
  const p = await ctx.newPage();
  const cdp = await ctx.newCDPSession(p);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await p.goto(process.argv[2] ?? 'http://localhost:8080/en');
  await p.waitForTimeout(6000);
  console.log(JSON.stringify(await p.evaluate(() => (window as any).__lcp)));
  console.log(await p.evaluate(() => [...document.querySelectorAll('p, h1')].map((e) => `${e.tagName}.${e.className}:${(e as any).__mark ?? 'new'}`).join(' ')));
  console.log('kept', await p.evaluate(() => [...document.querySelectorAll('#root p, #root h1')].filter((e) => (e as any).__mark !== undefined).length), 'of', await p.evaluate(() => document.querySelectorAll('#root p, #root h1').length));
  await b.close();
}
main();
