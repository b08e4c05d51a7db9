import { defineMessages, useIntl } from 'react-intl';
import { local } from '../lib/storage';
import { withoutParams } from '../lib/siteQuery';
import { clearOverrides, type Overrides } from './overrides';
import styles from './OverrideBanner.module.css';

/** Its own messages: the banner is a lazy chunk, shown only while an override is active. */
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
  reset: {
    id: 'host.override.reset',
    defaultMessage: 'Reset and reload',
    description: 'Button that removes every developer override and reloads the page',
  },
});

/**
 * Shown on every page while a developer override is active (issue 11): which remote comes from
 * where, and a one-click reset (the stored overrides and any `?override=` go, the page reloads).
 */
export default function OverrideBanner({ overrides }: { overrides: Overrides }) {
  const intl = useIntl();
  const list = Object.entries(overrides);
  const reset = () => {
    clearOverrides(local);
    location.replace(
      location.pathname + withoutParams(location.search, ['override']) + location.hash,
    );
  };
  return (
    <aside
      className={styles.banner}
      aria-label={intl.formatMessage(messages.label)}
      data-testid="override-banner"
    >
      <p className={styles.text}>
        {intl.formatMessage(messages.active)}{' '}
        {list.map(([name, url], i) => (
          <span key={name}>
            {i > 0 && ', '}
            <code className={styles.code}>{name}</code> → <code className={styles.code}>{url}</code>
          </span>
        ))}
      </p>
      <button type="button" className={styles.reset} onClick={reset}>
        {intl.formatMessage(messages.reset)}
      </button>
    </aside>
  );
}
