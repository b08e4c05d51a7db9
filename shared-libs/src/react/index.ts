export { createRemoteLifecycles } from './createRemoteLifecycles';
export type { Messages, RemoteAppProps, RemoteDefinition } from './createRemoteLifecycles';
export { mountStandalone } from './mountStandalone';
export { TitledPage } from './TitledPage';
export { SiteLink } from './SiteLink';
export { useDocumentTitle } from './useDocumentTitle';
export { default as ui } from './ui.module.css';
