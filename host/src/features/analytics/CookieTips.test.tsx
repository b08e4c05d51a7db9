import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { ConsentStore } from '../../stores/ConsentStore';
import { CookieTips } from './CookieTips';

function setup(initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial));
  const consent = new ConsentStore({
    get: (n) => jar.get(n),
    set: (n, v) => void jar.set(n, v),
  });
  const tracked: [string, unknown][] = [];
  const analytics = {
    track: (e: string, p?: unknown) => void tracked.push([e, p]),
    trackLogin: () => undefined,
  };
  render(
    <IntlProvider locale="en-US" defaultLocale="en-US">
      <button type="button">Cookie settings</button>
      <CookieTips consent={consent} analytics={analytics} locale="en-US" />
    </IntlProvider>,
  );
  return { jar, consent, tracked };
}

describe('CookieTips', () => {
  it('shows on a first visit and Accept remembers the choice', async () => {
    const s = setup();
    const region = screen.getByRole('region', { name: 'Cookie notice' });
    expect(region).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/policy/privacy-policy',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
    expect(s.jar.get('allow_analysis')).toBe('1');
    expect(s.tracked.map(([e]) => e)).toEqual(['cookie_tips_show', 'cookie_tips_click']);
    expect(s.tracked[1]?.[1]).toEqual({ choice: 'accept' });
  });

  it('is not shown once a choice exists; reopened, it takes the focus and gives it back', async () => {
    const s = setup({ allow_analysis: '0' });
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Cookie settings' });
    opener.focus();
    act(() => s.consent.reopen());
    expect(screen.getByRole('heading', { name: 'Cookies and measurement' })).toHaveFocus();
    // heading -> privacy link -> Decline -> Accept
    await userEvent.keyboard('{Tab}{Tab}{Tab}{Enter}');
    expect(s.jar.get('allow_analysis')).toBe('1');
    expect(opener).toHaveFocus();
  });
});
