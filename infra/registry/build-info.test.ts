import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTRACT_VERSION } from 'shared-libs/contracts';
import { builtRuntime, GateError, hostContract, NO_RUNTIME, readBuild } from './build-info';
import { fakeBuild, removeTemporaryFolders } from './testing/store-suite';

afterAll(removeTemporaryFolders);

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

describe('declared contracts: the gate reads what builds declare, never their code', () => {
  const dist = () => fs.mkdtempSync(path.join(os.tmpdir(), 'cumulus-host-'));
  const meta = (d: string, body: unknown) => {
    fs.mkdirSync(path.join(d, 'builds'), { recursive: true });
    fs.writeFileSync(path.join(d, 'builds', 'latest.json'), JSON.stringify(body));
  };

  it("reads the host's accepted versions from its build meta", () => {
    const d = dist();
    meta(d, { id: 'x', timestamp: 1, contract: { accepts: [2, 3] } });
    expect(hostContract(d).versions).toEqual([2, 3]);
    expect(hostContract(d).source).toMatch(/builds\/latest\.json$/);
  });

  it('refuses a host build meta that declares nothing (a host built before declarations)', () => {
    const d = dist();
    meta(d, { id: 'x', timestamp: 1 });
    expect(() => hostContract(d)).toThrow(GateError);
    expect(() => hostContract(d)).toThrow(/contract\.accepts/);
  });

  it("without a host build, the preset's version", () => {
    expect(hostContract(dist()).versions).toEqual([CONTRACT_VERSION]);
  });

  it("reads a remote's version and label from its manifest", () => {
    const b = readBuild('mfe_activity', fakeBuild({ contract: 7, label: 'canary' }));
    expect(b.contractVersion).toBe(7);
    expect(b.buildLabel).toBe('canary');
  });

  it('refuses a remote whose manifest declares no contract, whatever its code says', () => {
    const dir = fakeBuild();
    const file = path.join(dir, 'mf-manifest.json');
    const m = JSON.parse(fs.readFileSync(file, 'utf8')) as { metaData: Record<string, unknown> };
    delete m.metaData.cumulusBuild;
    fs.writeFileSync(file, JSON.stringify(m));
    expect(() => readBuild('mfe_activity', dir)).toThrow(/declares no contract version/);
  });
});
