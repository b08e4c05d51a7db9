import type { ShareRootStore } from '../../stores/ShareRootStore';

/** Whether the signed-in user may send a share to review (`audit_admin`, ours: spec §6). */
export const isReviewer = (store: ShareRootStore): boolean =>
  store.props.session.user?.rights?.includes('audit_admin') === true;
