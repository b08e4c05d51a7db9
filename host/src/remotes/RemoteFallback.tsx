import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
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
  retry: {
    id: 'host.fallback.retry',
    defaultMessage: 'Try again',
    description: 'Button that retries loading the failed part of the page',
  },
});

export function RemoteFallback({
  onRetry,
  incompatible,
}: {
  onRetry(): void;
  incompatible: boolean;
}) {
  const intl = useIntl();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus({ preventScroll: true }), []);
  return (
    <section
      className={styles.fallback}
      role="alert"
      aria-live="assertive"
      data-testid="remote-fallback"
    >
      <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true">
        <path
          d="M12 34a9 9 0 0 1 1-17.9A12 12 0 0 1 36 18a8 8 0 0 1 0 16Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path d="M24 22v6m0 4v1" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
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
