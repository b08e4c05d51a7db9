import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { ConfirmedOverrides, StoredOverride } from './overrides';
import styles from './OverrideBanner.module.css';

/** Its own messages: the banner is in a lazy chunk, shown only while an override is active. */
const messages = defineMessages({
  label: {
    id: 'host.override.label',
    defaultMessage: 'Developer override',
    description: 'Accessible name of the banner shown while a remote is overridden',
  },
  active: {
    id: 'host.override.active',
    defaultMessage: 'This page loads code from a developer override:',
    description: 'Banner text; the overridden parts of the site and their addresses follow',
  },
  until: {
    id: 'host.override.until',
    defaultMessage: '(until {time})',
    description:
      'Banner text after an override address: when that override ends; {time} is a date and time',
  },
  reset: {
    id: 'host.override.reset',
    defaultMessage: 'Reset and reload',
    description: 'Button that removes every developer override and reloads the page',
  },
});

interface Props {
  overrides: ConfirmedOverrides;
  /** Removes the stored overrides (RemoteDelivery.clearOverrides: the banner imports no boot code). */
  onReset: () => void;
}

/**
 * Shown on every page while a developer override is active (issue 11): which remote comes from
 * where and until when, and a one-click reset (the stored overrides and any `?override=` go,
 * the page reloads). Rendered in a root of its own, before the overridden code runs
 * (startOverrides.tsx).
 */
export default function OverrideBanner({ overrides, onReset }: Props) {
  const intl = useIntl();
  const list = Object.entries(overrides) as Array<[string, StoredOverride]>;
  const until = (t: number) =>
    intl.formatMessage(messages.until as MessageDescriptor, {
      time: intl.formatDate(t, { dateStyle: 'medium', timeStyle: 'short' }),
    });
  const reset = () => {
    onReset();
    const url = new URL(location.href);
    url.searchParams.delete('override');
    location.replace(url.href);
  };
  return (
    <aside
      className={styles.banner}
      aria-label={intl.formatMessage(messages.label)}
      data-testid="override-banner"
    >
      <p className={styles.text}>
        {intl.formatMessage(messages.active)}{' '}
        {list.map(([name, { url, expiresAt }], i) => (
          <span key={name}>
            {i > 0 && ', '}
            <code className={styles.code}>{name}</code> → <code className={styles.code}>{url}</code>{' '}
            {until(expiresAt)}
          </span>
        ))}
      </p>
      <button type="button" className={styles.reset} onClick={reset}>
        {intl.formatMessage(messages.reset)}
      </button>
    </aside>
  );
}
