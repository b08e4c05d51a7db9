import { useIntl } from 'react-intl';
import {
  getPlatform,
  isPlatformConfigured,
  ok,
  sitePath,
  type ExternalProductsConfig,
  type Locale,
  type MountProps,
  type SitePath,
} from 'shared-libs';
import { SiteLink, ui, useResult } from 'shared-libs/react';
import { appsMessages as m } from './appsMessages';
import styles from './Downloads.module.css';

export interface OtherProduct {
  id: string;
  name: string;
  to: SitePath;
}

/**
 * The products of the remote config (`POST /config/v1/external_products`, names in `locale`)
 * whose download page is not `current`: none while loading or when the call fails.
 */
export function useOtherProducts(locale: Locale, current: SitePath): readonly OtherProduct[] {
  const { state } = useResult(
    isPlatformConfigured()
      ? () =>
          getPlatform()
            .api.getConfig<ExternalProductsConfig>('external_products', locale)
            .then((res) => {
              const list = Array.isArray(res.data?.data.products) ? res.data.data.products : [];
              return ok(
                list.flatMap((p) => {
                  const to = typeof p.page === 'string' ? sitePath.fromData(p.page) : undefined;
                  return to && to !== current && p.name ? [{ id: p.id, name: p.name, to }] : [];
                }),
              );
            })
      : null,
    [locale, current],
    { keep: true },
  );
  return state.phase === 'ready' ? state.value : NONE;
}

const NONE: readonly OtherProduct[] = [];

/**
 * "Also on": links to the other apps at the end of a download page (optional content: the
 * row appears once the config answers, below everything else, so nothing moves).
 */
export function AlsoOn({ props, current }: { props: MountProps; current: SitePath }) {
  const intl = useIntl();
  const products = useOtherProducts(props.locale, current);
  if (products.length === 0) return null;
  return (
    <nav className={styles.alsoOn} aria-labelledby="also-on">
      <h2 id="also-on" className={ui.sectionTitle}>
        {intl.formatMessage(m.alsoOn)}
      </h2>
      <ul>
        {products.map((p) => (
          <li key={p.id}>
            <SiteLink host={props} to={p.to} className={ui.textLink}>
              {p.name}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
