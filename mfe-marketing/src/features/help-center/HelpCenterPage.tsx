import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { MountProps } from 'shared-libs';
import { useDocumentTitle } from 'shared-libs/react';
import { useLocaleContent } from '../../lib/useLocaleContent';
import { ArticleView } from './ArticleView';
import { resolveHelpCenterSlug } from './helpCenterArticles';
import { loadHelpCenterContent } from './helpCenterContent';
import { helpCenterMessages as m } from './helpCenterMessages';
import { HelpCenterHome } from './HelpCenterHome';

/**
 * `/help-center/{...slug}`: the front (search and topics) for a category or the index, an
 * article, or an in-page not-found with the topics. The articles' text loads as one chunk per
 * locale (en-US when a translation cannot load, marked with its `lang`).
 */
export function HelpCenterPage({ props }: { props: MountProps }) {
  const intl = useIntl();
  const view = resolveHelpCenterSlug(props.route.params.slug);
  const content = useLocaleContent(loadHelpCenterContent, props.locale);
  const ready = content.kind === 'ready' ? content.content : undefined;
  const title =
    view.kind === 'article'
      ? (ready?.articles[view.article.slug]?.title ?? intl.formatMessage(m.title))
      : view.kind === 'category'
        ? intl.formatMessage(view.category.title)
        : intl.formatMessage(m.title);
  useDocumentTitle(props, title);

  // The host scrolls to a hash target on navigation; the sections arrive with the content.
  const hash = props.route.hash;
  const shown = view.kind === 'article' ? view.article.slug : view.kind;
  useEffect(() => {
    if (hash && ready) document.getElementById(hash)?.scrollIntoView?.();
  }, [hash, ready, shown]);

  const lang =
    content.kind === 'ready' && content.locale !== props.locale ? content.locale : undefined;
  return (
    <div lang={lang}>
      {view.kind === 'article' ? (
        <ArticleView
          props={props}
          category={view.category}
          article={view.article}
          content={content}
        />
      ) : (
        <HelpCenterHome
          props={props}
          category={view.kind === 'category' ? view.category : undefined}
          notFound={view.kind === 'not-found'}
          content={content}
        />
      )}
    </div>
  );
}
