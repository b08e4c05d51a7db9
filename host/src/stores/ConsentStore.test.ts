import { ConsentStore } from './ConsentStore';

function jar(initial: Record<string, string> = {}) {
  const m = new Map(Object.entries(initial));
  return { get: (n: string) => m.get(n), set: (n: string, v: string) => void m.set(n, v), m };
}

describe('ConsentStore', () => {
  it('opens the notice on a first visit, and remembers a choice', () => {
    const cookies = jar();
    let changes = 0;
    const s = new ConsentStore(cookies, () => changes++);
    expect(s.consent).toBe('unknown');
    expect(s.noticeOpen).toBe(true);
    s.choose(true);
    expect(s.consent).toBe('granted');
    expect(s.noticeOpen).toBe(false);
    expect(cookies.m.get('allow_analysis')).toBe('1');
    expect(changes).toBe(1);
    const next = new ConsentStore(cookies);
    expect(next.noticeOpen).toBe(false);
    expect(next.consent).toBe('granted');
  });

  it('a decline is remembered too, and the footer can reopen the notice to change it', () => {
    const cookies = jar({ allow_analysis: '0' });
    const s = new ConsentStore(cookies);
    expect(s.consent).toBe('denied');
    expect(s.noticeOpen).toBe(false);
    s.reopen();
    expect(s.noticeOpen).toBe(true);
    s.choose(true);
    expect(cookies.m.get('allow_analysis')).toBe('1');
  });
});
