import { createContext, useContext } from 'react';
import type { RootStore } from './RootStore';

export const HostContext = createContext<RootStore | null>(null);

export function useHost(): RootStore {
  const store = useContext(HostContext);
  if (!store) throw new Error('useHost outside HostContext');
  return store;
}
