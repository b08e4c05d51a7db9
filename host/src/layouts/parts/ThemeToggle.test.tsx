import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { RootStore } from '../../stores/RootStore';
import { HostContext } from '../../stores/HostContext';
import { ThemeToggle } from './ThemeToggle';

describe('ThemeToggle', () => {
  it('shows its name in a tooltip (top, dark) on hover and focus, not as a title', () => {
    const layout = { darkMode: false, chooseDarkMode: jest.fn() };
    render(
      <IntlProvider locale="en" onError={() => undefined}>
        <HostContext.Provider value={{ layout } as unknown as RootStore}>
          <ThemeToggle />
        </HostContext.Provider>
      </IntlProvider>,
    );
    const button = screen.getByRole('button');
    expect(button.hasAttribute('title')).toBe(false);
    const tip = screen.getByRole('tooltip', { hidden: true });
    expect(button.getAttribute('aria-describedby')).toBe(tip.id);
    expect(tip.dataset.placement).toBe('top');
    expect(tip.dataset.effect).toBe('dark');
    fireEvent.focus(button);
    expect(screen.getByRole('tooltip').textContent).toBe(button.getAttribute('aria-label'));
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.click(button);
    expect(layout.chooseDarkMode).toHaveBeenCalled();
  });
});
