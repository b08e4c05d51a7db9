import { makeAutoObservable } from 'mobx';
import { warnBeforeLeaving } from './leaveWarning';

const leave = () => {
  const e = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(e);
  return e.defaultPrevented;
};

describe('warnBeforeLeaving', () => {
  it('asks only while an upload runs, and stops with the drive', () => {
    const uploads = makeAutoObservable({
      active: 0,
      set(n: number) {
        this.active = n;
      },
    });
    const stop = warnBeforeLeaving(uploads);
    expect(leave()).toBe(false);
    uploads.set(2);
    expect(leave()).toBe(true);
    uploads.set(0);
    expect(leave()).toBe(false);
    uploads.set(1);
    stop();
    expect(leave()).toBe(false);
  });
});
