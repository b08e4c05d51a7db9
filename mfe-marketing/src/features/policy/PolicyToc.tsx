import { useId } from 'react';
import { useIntl } from 'react-intl';
import { sitePath, type MountProps, type SitePath } from 'shared-libs';
import { SiteLink } from 'shared-libs/react';
import { policyMessages as m } from './policyMessages';
import styles from './Policy.module.css';

export interface TocEntry {
  anchor: string;
  label: string;
}

/**
 * The table of contents of a text: links to `page#anchor` through the host, whose navigation
 * scrolls to the anchor (also when the page is opened with a hash, once the text has loaded).
 * Open on wide screens; on a phone it starts folded (a disclosure), so the text comes first.
 */
export function PolicyToc({
  entries,
  page,
  props,
}: {
  entries: readonly TocEntry[];
  page: SitePath;
  props: MountProps;
}) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <nav className={styles.toc} aria-labelledby={headingId}>
      <details open={!props.layout.isMobile}>
        <summary className={styles.tocSummary}>
          <h2 id={headingId} className={styles.tocTitle}>
            {intl.formatMessage(m.contents)}
          </h2>
        </summary>
        <ol className={styles.tocList}>
          {entries.map((e) => (
            <li key={e.anchor}>
              <SiteLink host={props} to={sitePath.withHash(page, e.anchor)}>
                {e.label}
              </SiteLink>
            </li>
          ))}
        </ol>
      </details>
    </nav>
  );
}
