import { useIntl, type MessageDescriptor } from 'react-intl';
import { sitePath, type MountProps } from 'shared-libs';
import { SiteLink, TitledPage, ui } from 'shared-libs/react';
import type { LocaleContent } from '../../lib/useLocaleContent';
import { Breadcrumb } from './Breadcrumb';
import { ContactLine, ContentStatus } from './ContentStatus';
import type { ArticleRef, Category } from './helpCenterArticles';
import type { HelpCenterContent } from './helpCenterContent';
import { helpCenterMessages as m } from './helpCenterMessages';
import styles from './HelpCenterPage.module.css';

/** Show the sections' list above an article from this many sections on. */
const TOC_FROM = 3;

/** `/help-center/{category}/{article}`: the article, its sections' list, links, its neighbours. */
export function ArticleView({
  props,
  category,
  article,
  content,
}: {
  props: MountProps;
  category: Category;
  article: ArticleRef;
  content: LocaleContent<HelpCenterContent>;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const ready = content.kind === 'ready' ? content.content : undefined;
  const c = ready?.articles[article.slug];
  if (!ready || !c)
    return (
      <>
        <Breadcrumb props={props} category={category} />
        <TitledPage title={t(m.title)}>
          <ContentStatus content={content} />
        </TitledPage>
      </>
    );
  const path = sitePath.helpCenter(category.slug, article.slug);
  const neighbours = category.articles.filter((a) => a !== article && ready.articles[a.slug]);
  return (
    <>
      <Breadcrumb props={props} category={category} />
      <TitledPage title={c.title} intro={c.summary}>
        <div className={styles.article}>
          {c.sections.length >= TOC_FROM && (
            <nav className={styles.toc} aria-labelledby="hc-toc">
              <h2 id="hc-toc" className={styles.tocTitle}>
                {t(m.onThisPage)}
              </h2>
              <ul className={ui.linkList}>
                {c.sections.map((s) => (
                  <li key={s.id}>
                    <SiteLink host={props} to={sitePath.withHash(path, s.id)}>
                      {s.heading}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <div className={`${ui.prose} ${styles.articleBody}`}>
            {c.sections.map((s) => (
              <section key={s.id} id={s.id} className={styles.articleSection}>
                <h2 className={ui.sectionTitle}>{s.heading}</h2>
                {s.paragraphs.map((p, i) => (
                  <p key={i}>{p}</p>
                ))}
                {s.steps && (
                  <ol className={`${ui.steps} ${styles.articleSteps}`}>
                    {s.steps.map((step, i) => (
                      <li key={i}>{step}</li>
                    ))}
                  </ol>
                )}
              </section>
            ))}
            {article.links.length > 0 && (
              <nav className={styles.articleFooter} aria-labelledby="hc-links">
                <h2 id="hc-links" className={ui.sectionTitle}>
                  {t(m.usefulLinks)}
                </h2>
                <ul className={ui.linkList}>
                  {article.links.map((l) => (
                    <li key={l.label.id}>
                      <SiteLink host={props} to={l.to}>
                        {t(l.label)}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
            {neighbours.length > 0 && (
              <nav className={styles.articleFooter} aria-labelledby="hc-more">
                <h2 id="hc-more" className={ui.sectionTitle}>
                  {intl.formatMessage(m.moreIn as MessageDescriptor, {
                    category: t(category.title),
                  })}
                </h2>
                <ul className={ui.linkList}>
                  {neighbours.map((a) => (
                    <li key={a.slug}>
                      <SiteLink host={props} to={sitePath.helpCenter(category.slug, a.slug)}>
                        {ready.articles[a.slug]?.title}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
            <ContactLine props={props} />
          </div>
        </div>
      </TitledPage>
    </>
  );
}
