/**
 * The internal event bus (spec §4 internal events, typed by contracts/internalEvents.ts). The
 * host creates one and hands it to every remote in MountProps.events; remotes emit and listen
 * on it and never import one another. A listener that throws is reported and does not stop the
 * others; a listener added while an event is delivered hears the next one, not that one.
 */
import type { EventBus, InternalEventName } from '../contracts/internalEvents';

export type { BusListener, EventBus } from '../contracts/internalEvents';

export function createEventBus(
  onListenerError: (name: InternalEventName, err: unknown) => void = (name, err) =>
    console.error(`[events] a listener of ${name} failed`, err),
): EventBus {
  const listeners = new Map<InternalEventName, Set<(payload: unknown) => void>>();
  return {
    emit(name, payload) {
      const set = listeners.get(name);
      if (!set) return;
      for (const listener of [...set]) {
        try {
          listener(payload);
        } catch (err) {
          onListenerError(name, err);
        }
      }
    },
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      listeners.set(name, set);
      const l = listener as (payload: unknown) => void;
      set.add(l);
      return () => {
        set.delete(l);
      };
    },
  };
}
