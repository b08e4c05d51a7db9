import { createOriginRotation } from './origins';

describe('origin rotation', () => {
  it('advances past a failed current origin once, and remembers failures for a while', () => {
    let t = 0;
    const r = createOriginRotation(['https://a.test/', 'https://b.test'], () => t);
    expect(r.current()).toBe('https://a.test');
    expect(r.advance('https://a.test')).toBe('https://b.test');
    // A second failure reported for the old origin does not advance again.
    expect(r.advance('https://a.test/')).toBe('https://b.test');
    expect(r.recentFailures('https://a.test')).toBe(2);
    expect(r.recentFailures('https://b.test')).toBe(0);
    t = 5 * 60_000;
    expect(r.recentFailures('https://a.test')).toBe(0);
  });
});
