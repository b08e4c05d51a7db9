import { useIntl, type MessageDescriptor } from 'react-intl';
import { SITE_PATHS, sitePath, type MountProps } from 'shared-libs';
import { SiteLink, TitledPage, ui, useDocumentTitle } from 'shared-libs/react';
import { NoticeList } from './NoticeList';
import { POLICY_BODY, POLICY_TEXTS, UPDATE_NOTICES, selectPolicy } from './policyCatalog';
import { policyMessages as m, policyTexts as p } from './policyMessages';
import { PolicyTextList } from './PolicyTextList';
import styles from './Policy.module.css';
import { usePolicyDate } from './usePolicyDate';

/** `/policy/:kind/:doc`: one policy text or update notice; an unknown doc shows a message. */
export function PolicyDocPage({ props }: { props: MountProps }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const fmt = usePolicyDate();
  const effective: MessageDescriptor = m.effective;
  const noticeTitle: MessageDescriptor = m.noticeTitle;
  const view = selectPolicy(props.route.params.kind, props.route.params.doc);

  let title: string;
  if (view.kind === 'text') title = t(p[view.text.kind]);
  else if (view.kind === 'notice')
    title = intl.formatMessage(noticeTitle, {
      policy: t(p[view.notice.text.kind]),
      date: fmt(view.notice.text.date ?? ''),
    });
  else title = t(m.notFoundTitle);
  useDocumentTitle(props, title);

  if (view.kind === 'text') {
    const { text, current, isCurrent } = view;
    return (
      <TitledPage
        title={title}
        intro={text.date ? intl.formatMessage(effective, { date: fmt(text.date) }) : undefined}
      >
        {!isCurrent && (
          <p className={ui.notice}>
            {t(m.olderNotice)}{' '}
            <SiteLink host={props} to={sitePath.policy(current.kind, current.doc)}>
              {t(m.readCurrent)}
            </SiteLink>
          </p>
        )}
        <div className={`${ui.prose} ${styles.text}`}>
          {POLICY_BODY[text.kind].map((d) => (
            <p key={d.id}>{t(d)}</p>
          ))}
          {text.note && (
            <>
              <h2 className={ui.sectionTitle}>{t(m.whatChanged)}</h2>
              <p>{t(text.note)}</p>
            </>
          )}
        </div>
        <p className={styles.links}>
          {POLICY_TEXTS[text.kind].length > 1 && (
            <SiteLink host={props} to={sitePath.policy(text.kind)} className={ui.textLink}>
              {t(m.allTexts)}
            </SiteLink>
          )}
          <SiteLink host={props} to={SITE_PATHS.contactUs} className={ui.textLink}>
            {t(m.contact)}
          </SiteLink>
        </p>
      </TitledPage>
    );
  }

  if (view.kind === 'notice') {
    const { text } = view.notice;
    return (
      <TitledPage title={title} intro={text.note ? t(text.note) : undefined}>
        <SiteLink host={props} to={sitePath.policy(text.kind, text.doc)} className={ui.button}>
          {t(m.readText)}
        </SiteLink>
      </TitledPage>
    );
  }

  return (
    <TitledPage title={title}>
      <p className={ui.notice} role="status">
        {t(m.notFoundBody)}
      </p>
      {view.kind === 'unknown-doc' && view.policy === 'update' && (
        <NoticeList props={props} notices={UPDATE_NOTICES} />
      )}
      {view.kind === 'unknown-doc' && view.policy !== 'update' && (
        <PolicyTextList props={props} texts={POLICY_TEXTS[view.policy]} />
      )}
    </TitledPage>
  );
}
