import { CHROMIUM_UNSAFE_PORTS, offsetProblem } from './origins';

describe('CUMULUS_PORT_OFFSET', () => {
  it('accepts the default and the offsets a second copy uses', () => {
    expect(offsetProblem(0)).toBeNull();
    expect(offsetProblem(1000)).toBeNull();
    expect(offsetProblem(2100)).toBeNull();
  });

  it('refuses an offset that puts a server on a port Chromium refuses, naming a good one', () => {
    expect(CHROMIUM_UNSAFE_PORTS.has(10080)).toBe(true);
    const said = offsetProblem(2000);
    expect(said).toMatch(/:10080, a port Chromium refuses \(net::ERR_UNSAFE_PORT\)/);
    const good = Number(/CUMULUS_PORT_OFFSET=(\d+)$/.exec(said ?? '')?.[1]);
    expect(offsetProblem(good)).toBeNull();
  });

  it.each([[1.5], [-8000], [60000]])('refuses %p', (offset) => {
    expect(offsetProblem(offset)).not.toBeNull();
  });
});
