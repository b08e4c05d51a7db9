export { createRemoteLifecycles } from './createRemoteLifecycles';
export type { Messages, RemoteAppProps, RemoteDefinition } from './createRemoteLifecycles';
