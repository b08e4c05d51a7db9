import { useIntl } from 'react-intl';
import { sitePath, type MountProps } from 'shared-libs';
import { SiteLink } from 'shared-libs/react';
import type { PolicyText } from './policyCatalog';
import { policyMessages as m, policyTexts as p } from './policyMessages';
import styles from './Policy.module.css';
import { usePolicyDate } from './usePolicyDate';

/** The texts of one policy as links, newest first, the newest marked current. */
export function PolicyTextList({ props, texts }: { props: MountProps; texts: PolicyText[] }) {
  const intl = useIntl();
  const fmt = usePolicyDate();
  return (
    <ul className={styles.list}>
      {texts.map((text, i) => (
        <li key={text.doc}>
          <SiteLink host={props} to={sitePath.policy(text.kind, text.doc)} className={styles.entry}>
            <span className={styles.entryTitle}>
              {text.date ? fmt(text.date) : intl.formatMessage(p[text.kind])}
            </span>
            <span className={i === 0 ? styles.badgeCurrent : styles.badge}>
              {intl.formatMessage(i === 0 ? m.current : m.earlier)}
            </span>
            {text.note && <span className={styles.entryNote}>{intl.formatMessage(text.note)}</span>}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
