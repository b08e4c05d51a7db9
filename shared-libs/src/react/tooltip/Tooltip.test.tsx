import { act, fireEvent, render, screen } from '@testing-library/react';
import { Tooltip, TOOLTIP_DEFAULTS } from './Tooltip';

const setup = (hideAfter?: number) =>
  render(
    <Tooltip content="Dark mode" hideAfter={hideAfter}>
      <button type="button" aria-label="Dark mode">
        ☾
      </button>
    </Tooltip>,
  );

describe('Tooltip', () => {
  it('keeps the spec defaults: top, dark, hide-after 0', () => {
    expect(TOOLTIP_DEFAULTS).toEqual({ placement: 'top', effect: 'dark', hideAfter: 0 });
    setup();
    const tip = screen.getByRole('tooltip', { hidden: true });
    expect(tip.dataset.placement).toBe('top');
    expect(tip.dataset.effect).toBe('dark');
  });

  it('describes its trigger and shows on hover, hides at once on leave', () => {
    setup();
    const button = screen.getByRole('button', { name: 'Dark mode' });
    const tip = screen.getByRole('tooltip', { hidden: true });
    expect(button.getAttribute('aria-describedby')).toBe(tip.id);
    expect(tip.hidden).toBe(true);
    fireEvent.mouseEnter(button);
    expect(screen.getByRole('tooltip').textContent).toBe('Dark mode');
    fireEvent.mouseLeave(button);
    expect(tip.hidden).toBe(true);
  });

  it('shows on focus, hides on Escape and on blur', () => {
    setup();
    const button = screen.getByRole('button');
    fireEvent.focus(button);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.focus(button);
    fireEvent.blur(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('waits hideAfter milliseconds when asked to', () => {
    jest.useFakeTimers();
    setup(300);
    const button = screen.getByRole('button');
    fireEvent.mouseEnter(button);
    fireEvent.mouseLeave(button);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    act(() => jest.advanceTimersByTime(300));
    expect(screen.queryByRole('tooltip')).toBeNull();
    jest.useRealTimers();
  });

  it('goes below a trigger at the very top of the window (no room above)', () => {
    setup();
    const button = screen.getByRole('button');
    const anchor = button.parentElement!;
    jest.spyOn(anchor, 'getBoundingClientRect').mockReturnValue({
      top: 8,
      bottom: 48,
      left: 100,
      right: 140,
      width: 40,
      height: 40,
    } as DOMRect);
    fireEvent.mouseEnter(button);
    expect(screen.getByRole('tooltip').dataset.placement).toBe('bottom');
  });

  it('stays on top with room above', () => {
    setup();
    const button = screen.getByRole('button');
    jest.spyOn(button.parentElement!, 'getBoundingClientRect').mockReturnValue({
      top: 300,
      bottom: 340,
      left: 100,
      right: 140,
      width: 40,
      height: 40,
    } as DOMRect);
    fireEvent.focus(button);
    expect(screen.getByRole('tooltip').dataset.placement).toBe('top');
  });
});
