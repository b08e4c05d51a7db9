import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { sitePath, type MountProps } from 'shared-libs';
import { SiteLink, TitledPage, ui, useDocumentTitle } from 'shared-libs/react';
import { CATEGORIES, resolveHelpCenterSlug, type Category } from './helpCenterArticles';
import { helpCenterMessages as m } from './helpCenterMessages';
import styles from './HelpCenterPage.module.css';

function CategoryCards({ props, category }: { props: MountProps; category: Category }) {
  const intl = useIntl();
  return (
    <ul className={ui.cards}>
      {category.articles.map((a) => (
        <li key={a.slug}>
          <SiteLink
            host={props}
            to={sitePath.helpCenter(category.slug, a.slug)}
            className={`${ui.card} ${styles.cardLink}`}
          >
            <span className={styles.cardTitle}>{intl.formatMessage(a.title)}</span>
            <span className={styles.cardSummary}>{intl.formatMessage(a.summary)}</span>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

function Index({ props }: { props: MountProps }) {
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
          <CategoryCards props={props} category={c} />
        </section>
      ))}
    </>
  );
}

function Breadcrumb({ props, category }: { props: MountProps; category?: Category }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(m.breadcrumb)}>
      <ol className={styles.breadcrumb}>
        <li>
          <SiteLink host={props} to={sitePath.helpCenter()}>
            {intl.formatMessage(m.title)}
          </SiteLink>
        </li>
        {category && (
          <li>
            <SiteLink host={props} to={sitePath.helpCenter(category.slug)}>
              {intl.formatMessage(category.title)}
            </SiteLink>
          </li>
        )}
      </ol>
    </nav>
  );
}

/** `/help-center/{...slug}`: the index, a category, an article, or an in-page not-found. */
export function HelpCenterPage({ props }: { props: MountProps }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const view = resolveHelpCenterSlug(props.route.params.slug);
  const title =
    view.kind === 'article'
      ? t(view.article.title)
      : view.kind === 'category'
        ? t(view.category.title)
        : t(m.title);
  useDocumentTitle(props, title);

  const hash = props.route.hash;
  useEffect(() => {
    if (hash) document.getElementById(hash)?.scrollIntoView?.();
  }, [hash, title]);

  if (view.kind === 'article') {
    return (
      <>
        <Breadcrumb props={props} category={view.category} />
        <TitledPage title={title} intro={t(view.article.summary)}>
          <div className={ui.prose}>
            {view.article.sections.map((s) =>
              s.heading ? (
                <section key={s.id} id={s.id} className={styles.articleSection}>
                  <h2 className={ui.sectionTitle}>{s.heading}</h2>
                  <p>{t(s.body)}</p>
                </section>
              ) : (
                <p key={s.id} id={s.id}>
                  {t(s.body)}
                </p>
              ),
            )}
          </div>
        </TitledPage>
      </>
    );
  }
  if (view.kind === 'category') {
    return (
      <>
        <Breadcrumb props={props} />
        <TitledPage title={title}>
          <div className={ui.section}>
            <CategoryCards props={props} category={view.category} />
          </div>
          <nav aria-labelledby="hc-other-topics">
            <h2 id="hc-other-topics" className={ui.sectionTitle}>
              {t(m.otherTopics)}
            </h2>
            <ul className={ui.linkList}>
              {CATEGORIES.filter((c) => c !== view.category).map((c) => (
                <li key={c.slug}>
                  <SiteLink host={props} to={sitePath.helpCenter(c.slug)}>
                    {t(c.title)}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        </TitledPage>
      </>
    );
  }
  return (
    <TitledPage title={title} intro={t(m.intro)}>
      {view.kind === 'not-found' && (
        <div className={ui.notice} role="status">
          <h2 className={ui.sectionTitle}>{t(m.notFoundTitle)}</h2>
          <p style={{ margin: 0 }}>{t(m.notFoundBody)}</p>
        </div>
      )}
      <Index props={props} />
    </TitledPage>
  );
}
