import { useIntl, type MessageDescriptor } from 'react-intl';
import { sitePath, type MountProps } from 'shared-libs';
import { SiteLink } from 'shared-libs/react';
import type { PolicyText } from './policyCatalog';
import { policyMessages as m, policyNames as names } from './policyMessages';
import styles from './Policy.module.css';
import { usePolicyDate } from './usePolicyDate';

/**
 * The texts of one policy as links, newest first: the newest marked current, the others
 * previous versions. A dated text is named by its date, a single text by the policy's name.
 */
export function PolicyTextList({
  props,
  texts,
}: {
  props: MountProps;
  texts: readonly PolicyText[];
}) {
  const intl = useIntl();
  const fmt = usePolicyDate();
  const effective: MessageDescriptor = m.effective;
  return (
    <ul className={styles.list}>
      {texts.map((text, i) => (
        <li key={text.doc}>
          <SiteLink host={props} to={sitePath.policy(text.kind, text.doc)} className={styles.entry}>
            <span className={styles.entryTitle}>
              {text.date ? fmt(text.date) : intl.formatMessage(names[text.kind])}
            </span>
            <span className={i === 0 ? styles.badgeCurrent : styles.badge}>
              {intl.formatMessage(i === 0 ? m.current : m.previous)}
            </span>
            <span className={styles.entryNote}>
              {text.note
                ? intl.formatMessage(text.note)
                : intl.formatMessage(effective, { date: fmt(text.effective) })}
            </span>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
