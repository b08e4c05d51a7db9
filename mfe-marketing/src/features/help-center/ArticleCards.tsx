import { sitePath, type MountProps } from 'shared-libs';
import { SiteLink, ui } from 'shared-libs/react';
import type { Category } from './helpCenterArticles';
import type { HelpCenterContent } from './helpCenterContent';
import styles from './HelpCenterPage.module.css';

/** The articles of a category as cards: title and summary, each a link. */
export function ArticleCards({
  props,
  category,
  content,
}: {
  props: MountProps;
  category: Category;
  content: HelpCenterContent;
}) {
  return (
    <ul className={ui.cards}>
      {category.articles.map((a) => {
        const c = content.articles[a.slug];
        return c ? (
          <li key={a.slug}>
            <SiteLink
              host={props}
              to={sitePath.helpCenter(category.slug, a.slug)}
              className={`${ui.card} ${styles.cardLink}`}
            >
              <span className={styles.cardTitle}>{c.title}</span>
              <span className={styles.cardSummary}>{c.summary}</span>
            </SiteLink>
          </li>
        ) : null;
      })}
    </ul>
  );
}
