import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPageService, REPORT_URI } from './page-service';

/** The page service on a stand-in host build (no Node builds: every page is the shell). */
describe('the page service', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cumulus-pages-'));
  const root = path.join(dir, 'current');
  fs.mkdirSync(root);
  fs.writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html lang="en-US"><head><title>Cumulus</title></head><body>' +
      '<div id="root"></div><script defer src="/main.js"></script></body></html>',
  );
  const registry = path.join(dir, 'registry.json');
  fs.writeFileSync(
    registry,
    JSON.stringify({ schema: 1, remotes: {}, api: { origins: ['https://api.test'] } }),
  );
  const port = 18600 + Math.floor(Math.random() * 300);
  const service = createPageService({ root, registry, port });
  const previous = process.env.CUMULUS_REGISTRY_FILE;
  beforeAll(() => service.listen());
  afterAll(async () => {
    await service.close();
    if (previous === undefined) delete process.env.CUMULUS_REGISTRY_FILE;
    else process.env.CUMULUS_REGISTRY_FILE = previous;
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const get = (p: string) => fetch(`http://127.0.0.1:${port}${p}`);

  it('answers a page with its nonce and the production policy', async () => {
    const res = await get('/faq');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(await res.text()).toContain(`<script nonce="${nonce}" defer src="/main.js">`);
    expect(csp).toContain(`report-uri ${REPORT_URI}`);
    expect(csp).not.toContain('http://127.0.0.1:*');
    expect(res.headers.get('etag')).toBeNull();
  });

  it('allows the loopback origins on the desktop client’s sign-in page load only', async () => {
    const res = await get('/?from_source=pc_client&port=1f9a');
    expect(res.headers.get('content-security-policy')).toContain(
      'http://127.0.0.1:* http://localhost:*',
    );
  });

  it('has no CSP report endpoints of its own', async () => {
    const res = await get('/__csp-reports');
    expect(res.headers.get('content-type')).toContain('text/html');
    const post = await fetch(`http://127.0.0.1:${port}/__csp-report`, {
      method: 'POST',
      body: '{}',
    });
    expect(post.status).not.toBe(204);
  });
});
