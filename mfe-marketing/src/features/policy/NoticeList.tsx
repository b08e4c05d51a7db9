import { useIntl, type MessageDescriptor } from 'react-intl';
import { sitePath, type MountProps } from 'shared-libs';
import { SiteLink } from 'shared-libs/react';
import type { UpdateNotice } from './policyCatalog';
import { policyMessages as m, policyNames as p } from './policyMessages';
import styles from './Policy.module.css';
import { usePolicyDate } from './usePolicyDate';

/** The policy update notices, newest first. */
export function NoticeList({ props, notices }: { props: MountProps; notices: UpdateNotice[] }) {
  const intl = useIntl();
  const fmt = usePolicyDate();
  const title: MessageDescriptor = m.noticeTitle;
  return (
    <ul className={styles.list}>
      {notices.map(({ doc, text }) => (
        <li key={doc}>
          <SiteLink host={props} to={sitePath.policy('update', doc)} className={styles.entry}>
            <span className={styles.entryTitle}>
              {intl.formatMessage(title, {
                policy: intl.formatMessage(p[text.kind]),
                date: fmt(text.effective),
              })}
            </span>
            {text.note && <span className={styles.entryNote}>{intl.formatMessage(text.note)}</span>}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
