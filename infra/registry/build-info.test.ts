import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builtRuntime, NO_RUNTIME } from './build-info';

describe("builtRuntime: the federation runtime a host's build provides", () => {
  const dist = () => fs.mkdtempSync(path.join(os.tmpdir(), 'cumulus-host-'));

  it('reads the provider plugin version from main.js', () => {
    const d = dist();
    fs.writeFileSync(
      path.join(d, 'main.js'),
      'x({name:"@module-federation/inject-external-runtime-core-plugin",version:"2.9.2"})',
    );
    expect(builtRuntime(d)).toBe('2.9.2');
  });

  it('says none for a main.js without the provider (a host that gives its remotes no runtime)', () => {
    const d = dist();
    fs.writeFileSync(path.join(d, 'main.js'), 'var host=1;');
    expect(builtRuntime(d)).toBe(NO_RUNTIME);
  });

  it('falls back to the installed version when there is no main.js to read', () => {
    expect(builtRuntime(dist())).toMatch(/^\d+\.\d+\.\d+/);
  });
});
