import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  SITE_PATHS,
  errorMessage,
  formatBytes,
  getPlatform,
  sitePath,
  type FixedSitePath,
  type MountProps,
  type Product,
} from 'shared-libs';
import { SiteLink, useResult } from 'shared-libs/react';
import { Dialog } from '../../lib/ui/Dialog';
import { extraMessages as m } from './extraMessages';
import css from '../../lib/ui/Fields.module.css';

/** Usage at which the drive counts as nearly full (ours). */
export const NEAR_FULL_RATIO = 0.9;

export type QuotaState = 'ok' | 'near' | 'full' | 'unlimited';

export function quotaState(usage: number, limit: number): QuotaState {
  if (limit < 0) return 'unlimited';
  if (limit === 0 || usage >= limit) return 'full';
  return usage / limit >= NEAR_FULL_RATIO ? 'near' : 'ok';
}

/**
 * The add-on a dialog suggests (the payment page opens with it chosen): the smallest of `kind`
 * that brings usage back under NEAR_FULL_RATIO of the limit (`need`: the bytes missing for
 * that; 0 = the smallest), else the largest.
 */
export function suggestedPack(
  products: readonly Product[],
  kind: 'storage' | 'traffic',
  need = 0,
): string | undefined {
  const packs = products
    .filter((p) => p.kind === kind)
    .sort((a, b) => Number(a.bytes) - Number(b.bytes));
  return (packs.find((p) => Number(p.bytes) >= need) ?? packs.at(-1))?.id;
}

/** The bytes a drive lacks to be under NEAR_FULL_RATIO again (0 when it is, or unlimited). */
export const storageNeed = (usage: number, limit: number): number =>
  limit < 0 ? 0 : Math.max(0, Math.ceil(usage / NEAR_FULL_RATIO) - limit);

/**
 * `?action=show_storage_dialog` and `show_traffic_dialog`: where you stand, what to do; the
 * link to buy opens the payment page with the suggested pack chosen (`?plan=`).
 */
export function StorageDialog({
  kind,
  props,
  onClose,
}: {
  kind: 'storage' | 'traffic';
  props: MountProps;
  onClose(): void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  // The catalogue only sharpens the buy link (its suggested pack): none while loading or failed.
  const { state: catalogue } = useResult(() => getPlatform().api.getProducts(), []);
  const products = catalogue.phase === 'ready' ? catalogue.value.products : [];
  const { state: quota } = useResult(
    kind === 'storage' ? () => getPlatform().api.getAbout() : null,
    [kind],
  );
  const about = quota.phase === 'ready' ? quota.value.quota : null;
  const error = quota.phase === 'failed' ? errorMessage(quota.error, props.locale) : '';
  const buyLink = (path: FixedSitePath, plan: string | undefined) =>
    plan ? sitePath.withQuery(path, `plan=${encodeURIComponent(plan)}`) : path;

  if (kind === 'traffic') {
    return (
      <Dialog title={t(m.trafficTitle)} onClose={onClose}>
        <p className={css.text}>{t(m.trafficBody)}</p>
        <SiteLink
          host={props}
          to={buyLink(SITE_PATHS.drivePaymentTraffic, suggestedPack(products, 'traffic'))}
          onClick={onClose}
        >
          {t(m.getTraffic)}
        </SiteLink>
      </Dialog>
    );
  }
  const usage = Number(about?.usage ?? 0);
  const limit = Number(about?.limit ?? 0);
  const state = about ? quotaState(usage, limit) : null;
  const stateText: Record<QuotaState, MessageDescriptor> = {
    ok: m.storageOk,
    near: m.storageNearFull,
    full: m.storageFull,
    unlimited: m.storageOk,
  };
  return (
    <Dialog title={t(m.storageTitle)} onClose={onClose}>
      {error && (
        <p role="alert" className={css.error}>
          {t(m.loadFailed as MessageDescriptor, { reason: error })}
        </p>
      )}
      {about && state && (
        <>
          <p>
            {t((state === 'unlimited' ? m.storageUnlimited : m.storageUsage) as MessageDescriptor, {
              usage: formatBytes(usage),
              limit: formatBytes(limit),
            })}
          </p>
          {state !== 'unlimited' && (
            <progress
              max={Math.max(1, limit)}
              value={Math.min(usage, limit)}
              style={{ width: '100%' }}
              aria-label={t(m.storageTitle)}
            />
          )}
          {Number(about.usage_in_trash ?? 0) > 0 && (
            <p className={css.text}>
              {t(m.storageTrash as MessageDescriptor, {
                size: formatBytes(about.usage_in_trash ?? 0),
              })}
            </p>
          )}
          <p className={css.text}>{t(stateText[state])}</p>
        </>
      )}
      <p style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <SiteLink
          host={props}
          to={buyLink(
            SITE_PATHS.drivePaymentStorage,
            about && limit >= 0
              ? suggestedPack(products, 'storage', storageNeed(usage, limit))
              : undefined,
          )}
          onClick={onClose}
        >
          {t(m.getStorage)}
        </SiteLink>
        <SiteLink host={props} to={SITE_PATHS.driveTrash} onClick={onClose}>
          {t(m.openTrash)}
        </SiteLink>
      </p>
    </Dialog>
  );
}
