import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { RemoteFailureCode } from './failureCodes';
import styles from './RemoteFallback.module.css';

const messages = defineMessages({
  title: {
    id: 'host.fallback.title',
    defaultMessage: 'This part of the page could not be loaded',
    description: 'Heading shown in place of a micro-frontend that failed to load',
  },
  body: {
    id: 'host.fallback.body',
    defaultMessage: 'Check your connection and try again. The rest of the site still works.',
    description: 'Explanation under the fallback heading',
  },
  incompatibleTitle: {
    id: 'host.fallback.incompatibleTitle',
    defaultMessage: 'This part of the site is being updated',
    description: 'Heading when a remote was built for another version of the shell',
  },
  incompatibleBody: {
    id: 'host.fallback.incompatibleBody',
    defaultMessage:
      'It was built for a different version of the site and cannot be shown yet. Reload the page in a few minutes.',
    description: 'Explanation when a remote has an incompatible contract version',
  },
  keptTitle: {
    id: 'host.fallback.keptTitle',
    defaultMessage: 'Parts of this page are not working',
    description:
      'Heading of the notice shown above a server-rendered page whose code failed to load (its content and links stay usable)',
  },
  keptBody: {
    id: 'host.fallback.keptBody',
    defaultMessage:
      'Its links still work, but its buttons need code that could not be loaded. Check your connection and try again.',
    description: 'Explanation under the notice heading shown above a server-rendered page',
  },
  retry: {
    id: 'host.fallback.retry',
    defaultMessage: 'Try again',
    description: 'Button that retries loading the failed part of the page',
  },
});

const CLOUD = 'M12 34a9 9 0 0 1 1-17.9A12 12 0 0 1 36 18a8 8 0 0 1 0 16Z';
const MARK = 'M24 22v6m0 4v1';
/** One notice per page at most (the first page's slot holds the prerendered content). */
const NOTICE_ID = 'remote-notice';

/**
 * What shows when a remote's code failed: in place of the part (a card with its heading), or,
 * `kept`, as a notice above the part's server-rendered content, which stays readable and whose
 * links still work (a prerendered page, a share's first view). Both offer Retry.
 */
export function RemoteFallback({
  onRetry,
  code,
  kept = false,
}: {
  onRetry(): void;
  /** Why (failureCodes.ts): a contract the host does not accept reads differently. */
  code: RemoteFailureCode;
  /** The content stays below: a notice above it, which does not take the focus from it. */
  kept?: boolean;
}) {
  const intl = useIntl();
  const incompatible = code === 'REMOTE_CONTRACT';
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!kept) headingRef.current?.focus({ preventScroll: true });
  }, [kept]);
  if (kept) {
    return (
      <section
        className={styles.notice}
        role="alert"
        aria-labelledby={`${NOTICE_ID}-title`}
        data-testid="remote-fallback"
        data-failure-code={code}
        data-kept=""
      >
        <svg className={styles.noticeIcon} viewBox="0 0 48 48" aria-hidden="true">
          <path
            d={CLOUD}
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinejoin="round"
          />
          <path d={MARK} stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
        <div className={styles.noticeText}>
          <h2 id={`${NOTICE_ID}-title`} className={styles.noticeTitle}>
            {intl.formatMessage(incompatible ? messages.incompatibleTitle : messages.keptTitle)}
          </h2>
          <p className={styles.noticeBody}>
            {intl.formatMessage(incompatible ? messages.incompatibleBody : messages.keptBody)}
          </p>
        </div>
        <button type="button" className={styles.retry} onClick={onRetry}>
          {intl.formatMessage(messages.retry)}
        </button>
      </section>
    );
  }
  return (
    <section
      className={styles.fallback}
      role="alert"
      aria-live="assertive"
      data-testid="remote-fallback"
      data-failure-code={code}
    >
      <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true">
        <path d={CLOUD} fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
        <path d={MARK} stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <h1 className={styles.title} ref={headingRef} tabIndex={-1}>
        {intl.formatMessage(incompatible ? messages.incompatibleTitle : messages.title)}
      </h1>
      <p className={styles.body}>
        {intl.formatMessage(incompatible ? messages.incompatibleBody : messages.body)}
      </p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {intl.formatMessage(messages.retry)}
      </button>
    </section>
  );
}
