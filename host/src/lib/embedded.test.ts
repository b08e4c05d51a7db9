import { decideDriveLink, isDriveLink, parseInbound } from './embedded';

describe('drive links', () => {
  it.each([
    ['/drive/all', true],
    ['/ja/drive/all?action=x', true],
    ['/DRIVE', true],
    ['/drives', false],
    ['/s/drive', false],
    ['/xx/drive/all', false],
  ])('%s is a drive link: %s', (p, yes) => expect(isDriveLink(p)).toBe(yes));

  it('forwards parent actions when embedded, keeps the local four', () => {
    for (const action of ['open_file', 'show_task', 'highlight_files', 'search']) {
      expect(decideDriveLink(`/drive/all?action=${action}`, { embedded: true }).kind).toBe(
        'navigate',
      );
    }
    for (const action of ['create_task', 'show_storage_dialog', 'login_required', 'show_login']) {
      const d = decideDriveLink(`/drive/all?action=${action}&x=1`, { embedded: true });
      expect(d).toEqual({
        kind: 'post',
        message: { type: 'cumulus:action', action, path: '/drive/all', query: { action, x: '1' } },
      });
    }
  });

  it('sends open_feedback for /drive/feedback and opens _blank in a new window', () => {
    const d = decideDriveLink('/ko/drive/feedback', { embedded: true });
    expect(d.kind === 'post' && d.message.type === 'cumulus:action' && d.message.action).toBe(
      'open_feedback',
    );
    expect(decideDriveLink('/drive/all', { embedded: true, target: '_blank' }).kind).toBe(
      'open-window',
    );
  });

  it('does nothing special when not embedded or not a drive link', () => {
    expect(decideDriveLink('/drive/all?action=create_task', { embedded: false }).kind).toBe(
      'navigate',
    );
    expect(decideDriveLink('/faq?action=create_task', { embedded: true }).kind).toBe('navigate');
    expect(decideDriveLink('/drive/all?action=unknown_thing', { embedded: true }).kind).toBe(
      'navigate',
    );
  });
});

describe('parseInbound', () => {
  const parent = {};
  const ev = (data: unknown, origin = 'https://parent.test', source: unknown = parent) =>
    ({ data, origin, source }) as unknown as MessageEvent;

  it('accepts known shapes from the exact origin and window', () => {
    expect(
      parseInbound(ev({ type: 'cumulus:navigate', path: '/faq' }), 'https://parent.test', parent),
    ).toEqual({
      type: 'cumulus:navigate',
      path: '/faq',
    });
    expect(
      parseInbound(ev({ type: 'cumulus:set-theme', dark: true }), 'https://parent.test', parent),
    ).toEqual({
      type: 'cumulus:set-theme',
      dark: true,
    });
  });

  it.each([
    ['another origin', ev({ type: 'cumulus:navigate', path: '/' }, 'https://evil.test')],
    [
      'a look-alike origin',
      ev({ type: 'cumulus:navigate', path: '/' }, 'https://parent.test.evil.test'),
    ],
    ['another window', ev({ type: 'cumulus:navigate', path: '/' }, 'https://parent.test', {})],
    ['no window', ev({ type: 'cumulus:navigate', path: '/' }, 'https://parent.test', null)],
    ['an unknown type', ev({ type: 'cumulus:eval', code: '1' })],
    ['extra keys', ev({ type: 'cumulus:navigate', path: '/', extra: 1 })],
    ['a wrong field type', ev({ type: 'cumulus:set-theme', dark: 'yes' })],
    ['a string', ev('cumulus:navigate')],
    ['null', ev(null)],
    ['an array', ev([1])],
  ])('refuses %s', (_label, e) => {
    expect(parseInbound(e, 'https://parent.test', parent)).toBeNull();
  });
});
