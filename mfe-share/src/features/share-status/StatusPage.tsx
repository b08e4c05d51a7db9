import type { ReactNode } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import {
  SITE_PATHS,
  formatDateTime,
  sitePath,
  type MountProps,
  type ApiError,
  type ShareStatus,
} from 'shared-libs';
import { SiteLink, usePrerenderPass } from 'shared-libs/react';
import { describeError } from '../../lib/errorMessages';
import { statusMessages as s } from '../../lib/statusMessages';
import css from './StatusPage.module.css';

const m = defineMessages({
  home: { id: 'share.status.home', defaultMessage: 'Go to the home page', description: 'Link' },
  checkAgain: {
    id: 'share.status.checkAgain',
    defaultMessage: 'Check again',
    description: 'Reload a share under review',
  },
  policy: {
    id: 'share.status.policy',
    defaultMessage: 'Read the rules',
    description: 'Link to the anti-abuse policy',
  },
  appeal: {
    id: 'share.status.appeal',
    defaultMessage: 'Report a problem or appeal',
    description: 'Link to the contact page',
  },
  failedTitle: {
    id: 'share.status.failed.title',
    defaultMessage: 'The share could not be opened',
    description: 'Network or server failure while opening',
  },
  retry: { id: 'share.status.retry', defaultMessage: 'Try again', description: 'Retry button' },
  shareId: {
    id: 'share.status.shareId',
    defaultMessage: 'Share link: {id}',
    description: 'The share id, for support',
  },
});

type Shown = Exclude<ShareStatus, 'OK' | 'PASS_CODE_EMPTY' | 'PASS_CODE_ERROR'>;

const STORAGE_KEYS: Record<Shown, { title: MessageDescriptor; body: MessageDescriptor }> = {
  EXPIRED: { title: s.EXPIRED_title, body: s.EXPIRED_body },
  DELETED: { title: s.DELETED_title, body: s.DELETED_body },
  NOT_FOUND: { title: s.NOT_FOUND_title, body: s.NOT_FOUND_body },
  AUDITING: { title: s.AUDITING_title, body: s.AUDITING_body },
  SENSITIVE_RESOURCE: { title: s.SENSITIVE_RESOURCE_title, body: s.SENSITIVE_RESOURCE_body },
  SENSITIVE_WORD: { title: s.SENSITIVE_WORD_title, body: s.SENSITIVE_WORD_body },
  PROHIBITED: { title: s.PROHIBITED_title, body: s.PROHIBITED_body },
  MAX_RESTORE_COUNT: { title: s.MAX_RESTORE_COUNT_title, body: s.MAX_RESTORE_COUNT_body },
};

const TONE: Record<Shown, 'info' | 'warn' | 'block'> = {
  EXPIRED: 'info',
  DELETED: 'info',
  NOT_FOUND: 'info',
  AUDITING: 'warn',
  SENSITIVE_RESOURCE: 'block',
  SENSITIVE_WORD: 'block',
  PROHIBITED: 'block',
  MAX_RESTORE_COUNT: 'warn',
};

function Frame({
  tone,
  title,
  body,
  children,
  status,
}: {
  tone: 'info' | 'warn' | 'block' | 'error';
  title: string;
  body: ReactNode;
  children?: ReactNode;
  status: string;
}) {
  return (
    <section className={css.card} data-status={status} aria-labelledby="share-status-title">
      <svg
        className={css.icon}
        data-tone={tone}
        width="56"
        height="56"
        viewBox="0 0 56 56"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="28" cy="28" r="26" />
        {tone === 'block' ? (
          <path d="M16 28h24" strokeWidth="5" strokeLinecap="round" />
        ) : tone === 'warn' ? (
          <path d="M28 15v16M28 38v2" strokeWidth="5" strokeLinecap="round" />
        ) : (
          <path d="M28 26v14M28 16v2" strokeWidth="5" strokeLinecap="round" />
        )}
      </svg>
      <h1 id="share-status-title" className={css.title}>
        {title}
      </h1>
      <p className={css.body}>{body}</p>
      <div className={css.actions}>{children}</div>
    </section>
  );
}

/** A page for every unreadable share status (spec §4): what happened and what to do. */
export function StatusPage({
  status,
  expirationAt,
  host,
  onRetry,
}: {
  status: Shown;
  expirationAt: string;
  host: MountProps;
  onRetry(): void;
}) {
  const intl = useIntl();
  const k = STORAGE_KEYS[status];
  // In UTC while the server's HTML is hydrated (it cannot know the visitor's zone).
  const date = formatDateTime(expirationAt, usePrerenderPass() ? 'utc' : 'local');
  const body =
    status === 'EXPIRED' && !date
      ? intl.formatMessage(s.EXPIRED_body_nodate)
      : intl.formatMessage(k.body, { date: <span className={css.nowrap}>{date}</span> });
  const blocked = TONE[status] === 'block';
  return (
    <Frame tone={TONE[status]} title={intl.formatMessage(k.title)} body={body} status={status}>
      {status === 'AUDITING' && (
        <button type="button" className={css.primary} onClick={onRetry}>
          {intl.formatMessage(m.checkAgain)}
        </button>
      )}
      {blocked && (
        <>
          <SiteLink host={host} to={sitePath.policy('anti-abuse')} className={css.link}>
            {intl.formatMessage(m.policy)}
          </SiteLink>
          <SiteLink host={host} to={SITE_PATHS.contactUs} className={css.primaryLink}>
            {intl.formatMessage(m.appeal)}
          </SiteLink>
        </>
      )}
      <SiteLink
        host={host}
        to={SITE_PATHS.home}
        className={blocked || status === 'AUDITING' ? css.link : css.primaryLink}
      >
        {intl.formatMessage(m.home)}
      </SiteLink>
    </Frame>
  );
}

/** The share could not be loaded at all (network, server): say why, offer a retry. */
export function LoadFailedPage({
  error,
  shareId,
  onRetry,
}: {
  error: ApiError | null;
  shareId: string;
  onRetry(): void;
}) {
  const intl = useIntl();
  return (
    <Frame
      tone="error"
      title={intl.formatMessage(m.failedTitle)}
      body={describeError(intl, error)}
      status="FAILED"
    >
      <button type="button" className={css.primary} onClick={onRetry}>
        {intl.formatMessage(m.retry)}
      </button>
      <p className={css.small}>
        {intl.formatMessage(m.shareId as MessageDescriptor, { id: shareId })}
      </p>
    </Frame>
  );
}
