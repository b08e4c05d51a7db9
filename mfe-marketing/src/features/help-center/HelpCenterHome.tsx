import { useId, useMemo, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { sitePath, type MountProps } from 'shared-libs';
import { SiteLink, TitledPage, ui } from 'shared-libs/react';
import type { LocaleContent } from '../../lib/useLocaleContent';
import { ArticleCards } from './ArticleCards';
import { CATEGORIES, type Category } from './helpCenterArticles';
import type { HelpCenterContent } from './helpCenterContent';
import { helpCenterMessages as m } from './helpCenterMessages';
import { ContactLine, ContentStatus } from './ContentStatus';
import { searchArticles } from './searchArticles';
import { SearchResults } from './SearchResults';
import { useSearchQuery } from './useSearchQuery';
import styles from './HelpCenterPage.module.css';

/** One category: the topics beside it (the current one marked), its articles as cards. */
function CategoryTopics({
  props,
  current,
  content,
}: {
  props: MountProps;
  current: Category;
  content: LocaleContent<HelpCenterContent>;
}) {
  const intl = useIntl();
  return (
    <div className={styles.layout}>
      <nav aria-label={intl.formatMessage(m.topics)} className={styles.topicsNav}>
        <ul className={styles.topics}>
          {CATEGORIES.map((c) => (
            <li key={c.slug}>
              <SiteLink
                host={props}
                to={sitePath.helpCenter(c.slug)}
                aria-current={c === current ? 'page' : undefined}
              >
                {intl.formatMessage(c.title)}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="hc-category">
        <h2 id="hc-category" className={ui.sectionTitle}>
          {intl.formatMessage(current.title)}
        </h2>
        {content.kind === 'ready' ? (
          <ArticleCards props={props} category={current} content={content.content} />
        ) : (
          <ContentStatus content={content} />
        )}
      </section>
    </div>
  );
}

/** Every category with its articles (the index, and under a not-found message). */
function AllTopics({ props, content }: { props: MountProps; content: HelpCenterContent }) {
  const intl = useIntl();
  return (
    <>
      {CATEGORIES.map((c) => (
        <section key={c.slug} className={ui.section} aria-labelledby={`hc-${c.slug}`}>
          <h2 id={`hc-${c.slug}`} className={ui.sectionTitle}>
            <SiteLink host={props} to={sitePath.helpCenter(c.slug)} className={styles.headingLink}>
              {intl.formatMessage(c.title)}
            </SiteLink>
          </h2>
          <ArticleCards props={props} category={c} content={content} />
        </section>
      ))}
    </>
  );
}

/**
 * The help center's front: the search (its query in the URL) and the topics. With a query, the
 * matching articles of every category replace the topics; the number found is announced.
 */
export function HelpCenterHome({
  props,
  category,
  notFound,
  content,
}: {
  props: MountProps;
  /** The category shown; none on the index. */
  category?: Category;
  notFound: boolean;
  content: LocaleContent<HelpCenterContent>;
}) {
  const intl = useIntl();
  const t = (d: MessageDescriptor, values?: Record<string, string | number>) =>
    intl.formatMessage(d, values);
  const inputId = useId();
  // A search from the index or a not-found path is kept on the default category's URL.
  const path = sitePath.helpCenter((category ?? CATEGORIES[0]!).slug);
  const [query, setQuery] = useSearchQuery(props, path);
  const ready = content.kind === 'ready' ? content.content : undefined;
  const searching = query.trim() !== '';
  const hits = useMemo(
    () => (ready && searching ? searchArticles(CATEGORIES, ready, query) : []),
    [ready, searching, query],
  );
  const status =
    ready && searching
      ? hits.length > 0
        ? t(m.resultsCount as MessageDescriptor, { count: hits.length })
        : t(m.noResultsStatus)
      : '';

  return (
    <TitledPage title={t(m.title)} intro={t(m.intro)}>
      {notFound && (
        <div className={ui.notice} role="status">
          <h2 className={ui.sectionTitle}>{t(m.notFoundTitle)}</h2>
          <p style={{ margin: 0 }}>{t(m.notFoundBody)}</p>
        </div>
      )}
      <form role="search" className={styles.search} onSubmit={(e: FormEvent) => e.preventDefault()}>
        <label htmlFor={inputId} className={styles.searchLabel}>
          {t(m.searchLabel)}
        </label>
        <input
          id={inputId}
          type="search"
          className={styles.searchInput}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t(m.searchPlaceholder)}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
        />
      </form>
      <p role="status" className={styles.count}>
        {status}
      </p>
      {category && !searching ? (
        <CategoryTopics props={props} current={category} content={content} />
      ) : !ready ? (
        <ContentStatus content={content} />
      ) : searching ? (
        <SearchResults props={props} query={query} hits={hits} onClear={() => setQuery('')} />
      ) : (
        <AllTopics props={props} content={ready} />
      )}
      <ContactLine props={props} />
    </TitledPage>
  );
}
