import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { SITE_PATHS, type MountProps } from 'shared-libs';
import { SiteLink } from 'shared-libs/react';
import { Dialog } from '../../lib/ui/Dialog';
import { extraMessages as m } from './extraMessages';
import css from '../../lib/ui/Fields.module.css';

/**
 * The invite link of a user (ours): the home page with the spec's attribution parameters
 * (`__source=invite`, `__medium=link`, `__campaign=<user id>`), so the sign-up is credited.
 */
export function inviteLink(props: MountProps): string {
  const q = new URLSearchParams({
    __source: 'invite',
    __medium: 'link',
    __campaign: props.session.user?.userId ?? '',
  });
  return new URL(`${props.hrefFor(SITE_PATHS.home)}?${q}`, window.location.origin).href;
}

/** `?action=show_invite_dialog`: the invite link with copy and share. */
export function InviteDialog({ props, onClose }: { props: MountProps; onClose(): void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const [copied, setCopied] = useState(false);
  const link = inviteLink(props);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <Dialog title={t(m.inviteTitle)} onClose={onClose}>
      <p className={css.text}>{t(m.inviteBody)}</p>
      <label htmlFor={id} className={css.label}>
        {t(m.inviteLink)}
      </label>
      <input
        id={id}
        className={css.input}
        value={link}
        readOnly
        onFocus={(e) => e.target.select()}
      />
      <p style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
        <button
          type="button"
          className={css.input}
          style={{ width: 'auto', cursor: 'pointer' }}
          onClick={() => {
            void navigator.clipboard?.writeText(link).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {t(m.copy)}
        </button>
        {canShare && (
          <button
            type="button"
            className={css.input}
            style={{ width: 'auto', cursor: 'pointer' }}
            onClick={() =>
              void navigator.share({ url: link, title: t(m.inviteTitle) }).catch(() => undefined)
            }
          >
            {t(m.share)}
          </button>
        )}
        <span role="status">{copied ? t(m.copied) : ''}</span>
      </p>
      <SiteLink host={props} to={SITE_PATHS.referral} onClick={onClose}>
        {t(m.inviteMore)}
      </SiteLink>
    </Dialog>
  );
}
