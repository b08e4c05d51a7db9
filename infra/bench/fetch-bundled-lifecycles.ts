/**
 * The single-bundle build's stand-in for host/src/remotes/fetchLifecycles.ts (the benchmark's
 * "physical limit" reference, see infra/presets/webpack.preset.ts): the remotes compiled into the
 * host, each still a lazy chunk, so a route fetches only the code it needs. The federated build
 * never sees this file, and no app imports another app.
 */
import type { RemoteLifecyclesModule, RemoteName } from 'shared-libs';
import { isLifecycles, NotLifecycles, type LoadTarget } from '../../host/src/remotes/lifecycles';

const remotes: Record<RemoteName, () => Promise<unknown>> = {
  mfe_marketing: () => import('../../mfe-marketing/src/exposes/lifecycles'),
  mfe_share: () => import('../../mfe-share/src/exposes/lifecycles'),
  mfe_drive: () => import('../../mfe-drive/src/exposes/lifecycles'),
  mfe_activity: () => import('../../mfe-activity/src/exposes/lifecycles'),
};

const loaded = new Map<RemoteName, Promise<RemoteLifecyclesModule>>();

/** A remote's lifecycles from its chunk in the host (one load shared by its callers). */
export function fetchLifecycles({ name }: LoadTarget): Promise<RemoteLifecyclesModule> {
  let pending = loaded.get(name);
  if (!pending) {
    pending = remotes[name]().then((mod) => {
      if (!isLifecycles(mod)) throw new NotLifecycles();
      return mod;
    });
    pending.catch(() => loaded.delete(name));
    loaded.set(name, pending);
  }
  return pending;
}
