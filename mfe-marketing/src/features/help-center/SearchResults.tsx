import { useIntl, type MessageDescriptor } from 'react-intl';
import { sitePath, SITE_PATHS, type MountProps } from 'shared-libs';
import { SiteLink, ui } from 'shared-libs/react';
import { helpCenterMessages as m } from './helpCenterMessages';
import type { SearchHit } from './searchArticles';
import styles from './HelpCenterPage.module.css';

/** The articles a search found, with where the words are; or what to do when none. */
export function SearchResults({
  props,
  query,
  hits,
  onClear,
}: {
  props: MountProps;
  query: string;
  hits: readonly SearchHit[];
  onClear(): void;
}) {
  const intl = useIntl();
  const t = (d: MessageDescriptor, values?: Record<string, string>) =>
    intl.formatMessage(d, values);
  const clear = (
    <button type="button" className={ui.buttonSecondary} onClick={onClear}>
      {t(m.clearSearch)}
    </button>
  );
  if (hits.length === 0)
    return (
      <section className={`${ui.notice} ${styles.noResults}`} aria-labelledby="hc-no-results">
        <h2 id="hc-no-results" className={ui.sectionTitle}>
          {t(m.noResultsTitle, { query: query.trim() })}
        </h2>
        <p>{t(m.noResultsBody)}</p>
        <div className={styles.noResultsActions}>
          {clear}
          <SiteLink host={props} to={SITE_PATHS.contactUs} className={ui.textLink}>
            {t(m.contactUs)}
          </SiteLink>
        </div>
      </section>
    );
  return (
    <section className={ui.section} aria-labelledby="hc-results">
      <div className={styles.resultsHead}>
        <h2 id="hc-results" className={ui.sectionTitle}>
          {t(m.resultsTitle, { query: query.trim() })}
        </h2>
        {clear}
      </div>
      <ol className={styles.results}>
        {hits.map((h) => (
          <li key={h.article.slug} className={styles.result}>
            <SiteLink
              host={props}
              to={sitePath.helpCenter(h.category.slug, h.article.slug)}
              className={styles.resultTitle}
            >
              {h.content.title}
            </SiteLink>
            <span className={styles.resultCategory}>
              {t(m.inCategory, { category: t(h.category.title) })}
            </span>
            <p className={styles.resultSnippet}>
              {h.snippet.before}
              {h.snippet.match && <mark>{h.snippet.match}</mark>}
              {h.snippet.after}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
