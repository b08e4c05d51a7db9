import { createEventBus, type InternalEventMap } from 'shared-libs';
import { withStatusAndClick } from './statusAndClick';

describe('withStatusAndClick', () => {
  it('emits the status read and each click (with that status), and still measures', () => {
    const events = createEventBus();
    const heard: InternalEventMap['status-and-click'][] = [];
    events.on('status-and-click', (p) => heard.push(p));
    const track = jest.fn();
    const q = withStatusAndClick({ track, trackLogin: jest.fn() }, events);
    q.track('share_page_show', { share_id: 's1', status: 'OK' });
    q.track('share_page_click', { action: 'save' });
    q.track('share_restore', { result: 'OK' });
    expect(heard).toEqual([{ status: 'OK' }, { status: 'OK', action: 'save' }]);
    expect(track).toHaveBeenCalledTimes(3);
  });

  it('is the queue itself without a bus (an older host)', () => {
    const queue = { track: jest.fn(), trackLogin: jest.fn() };
    expect(withStatusAndClick(queue, undefined)).toBe(queue);
  });
});
