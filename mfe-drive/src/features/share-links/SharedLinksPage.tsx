import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { errorMessage, SITE_PATHS, type MountProps } from 'shared-libs';
import { SiteLink, TitledPage, ui, useDocumentTitle } from 'shared-libs/react';
import { linkMessages as m } from './linkMessages';
import { ShareLinkCard } from './ShareLinkCard';
import type { ShareLinksStore } from '../../stores/ShareLinksStore';
import css from './ShareLinks.module.css';

/** `/drive/shared`: the links I made, newest first, page by page, each with its settings. */
export const SharedLinksPage = observer(function SharedLinksPage({
  props,
  store,
}: {
  props: MountProps;
  store: ShareLinksStore;
}) {
  const intl = useIntl();
  const t = (d: MessageDescriptor, v?: Record<string, string | number>) => intl.formatMessage(d, v);
  const title = t(m.title);
  useDocumentTitle(props, title);
  const listRef = useRef<HTMLUListElement>(null);
  // A revoked link's card goes with its buttons: focus moves to the list, once the card and
  // its dialog are gone (the dialog gives focus back to its opener when it closes).
  const keepFocus = () => setTimeout(() => listRef.current?.focus(), 0);

  useEffect(() => {
    void store.load();
  }, [store]);

  const reason = (e: Parameters<typeof errorMessage>[0]) => errorMessage(e, props.locale);
  const feedback = store.feedback;
  let body;
  if (store.status === 'failed' && store.error) {
    body = (
      <div role="alert">
        <p>{t(m.loadFailed, { reason: reason(store.error) })}</p>
        <button type="button" className={ui.button} onClick={() => void store.load()}>
          {t(m.retry)}
        </button>
      </div>
    );
  } else if (store.status !== 'ready') {
    body = <p aria-busy="true">{t(m.loading)}</p>;
  } else if (store.isEmpty) {
    body = (
      <section className={css.empty} data-testid="shared-empty">
        <h2>{t(m.emptyTitle)}</h2>
        <p>{t(m.emptyBody)}</p>
        <SiteLink host={props} to={SITE_PATHS.driveAll} className={ui.button}>
          {t(m.openAll)}
        </SiteLink>
      </section>
    );
  } else {
    body = (
      <>
        <ul ref={listRef} className={css.list} aria-label={t(m.listLabel)} tabIndex={-1}>
          {store.links.map((link) => (
            <ShareLinkCard key={link.share_id} link={link} store={store} onRevoking={keepFocus} />
          ))}
        </ul>
        {store.moreError && (
          <p className={css.error} role="alert">
            {t(m.moreFailed, { reason: reason(store.moreError) })}
          </p>
        )}
        {store.next && (
          <div>
            <button
              type="button"
              className={ui.buttonSecondary}
              disabled={store.loadingMore}
              aria-busy={store.loadingMore || undefined}
              onClick={() => void store.loadMore()}
            >
              {t(m.showMore)}
            </button>
          </div>
        )}
      </>
    );
  }

  return (
    <TitledPage title={title} intro={t(m.intro)}>
      <div className={css.page} data-testid="shared-links">
        <p className={css.status} role="status" aria-live="polite">
          {feedback && feedback.tone === 'info' ? t(feedback.message) : ''}
        </p>
        {feedback && feedback.tone === 'error' && feedback.error && (
          <p key={feedback.id} className={css.error} role="alert">
            {t(feedback.message, { reason: reason(feedback.error) })}
          </p>
        )}
        {body}
      </div>
    </TitledPage>
  );
});
