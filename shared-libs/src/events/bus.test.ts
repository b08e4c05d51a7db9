import { createEventBus } from './bus';

describe('the internal event bus', () => {
  it('delivers a payload to every listener of that name only', () => {
    const bus = createEventBus();
    const heard: string[] = [];
    bus.on('after-login', (p) => heard.push(`a:${p.userId}:${p.premium}`));
    bus.on('after-login', (p) => heard.push(`b:${p.userId}`));
    bus.on('logout-success', () => heard.push('logout'));
    bus.emit('after-login', { userId: 'u1', premium: true });
    expect(heard).toEqual(['a:u1:true', 'b:u1']);
  });

  it('stops delivering once a listener is removed', () => {
    const bus = createEventBus();
    const heard: boolean[] = [];
    const off = bus.on('set-video-freeze', (p) => heard.push(p.frozen));
    bus.emit('set-video-freeze', { frozen: true });
    off();
    bus.emit('set-video-freeze', { frozen: false });
    expect(heard).toEqual([true]);
  });

  it('keeps delivering when one listener throws, and reports it', () => {
    const errors: string[] = [];
    const bus = createEventBus((name) => errors.push(name));
    const heard: string[] = [];
    bus.on('jump-to-vip', () => {
      throw new Error('boom');
    });
    bus.on('jump-to-vip', (p) => heard.push(p.from));
    bus.emit('jump-to-vip', { from: 'share' });
    expect(heard).toEqual(['share']);
    expect(errors).toEqual(['jump-to-vip']);
  });

  it('a listener added during delivery hears the next event, not the current one', () => {
    const bus = createEventBus();
    const heard: string[] = [];
    bus.on('close-player', () => {
      bus.on('close-player', (p) => heard.push(`late:${p.fileId}`));
    });
    bus.emit('close-player', { fileId: 'f1' });
    expect(heard).toEqual([]);
    bus.emit('close-player', { fileId: 'f2' });
    expect(heard).toEqual(['late:f2']);
  });

  it('emitting with no listener is harmless', () => {
    expect(() => createEventBus().emit('file-manager-close', {})).not.toThrow();
  });
});
