import { useIntl, type MessageDescriptor } from 'react-intl';
import { SITE_PATHS, sitePath, type MountProps } from 'shared-libs';
import { SiteLink, TitledPage, ui, useDocumentTitle } from 'shared-libs/react';
import { NoticeList } from './NoticeList';
import { ChangeList, ContentState, PolicyBody, usePolicyContent } from './PolicyBody';
import {
  POLICY_TEXTS,
  UPDATE_NOTICES,
  nextText,
  selectPolicy,
  type PolicyText,
  type UpdateNotice,
} from './policyCatalog';
import { policyMessages as m, policyNames as names } from './policyMessages';
import { PolicyTextList } from './PolicyTextList';
import styles from './Policy.module.css';
import { usePolicyDate } from './usePolicyDate';

function TextView({
  props,
  title,
  text,
  current,
  isCurrent,
}: {
  props: MountProps;
  title: string;
  text: PolicyText;
  current: PolicyText;
  isCurrent: boolean;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const fmt = usePolicyDate();
  const effective: MessageDescriptor = m.effective;
  const previousNotice: MessageDescriptor = m.previousNotice;
  const replacedBy = nextText(text);
  return (
    <TitledPage
      title={title}
      intro={
        <span className={styles.versionLine}>
          <span>{intl.formatMessage(effective, { date: fmt(text.effective) })}</span>
          <span className={isCurrent ? styles.badgeCurrent : styles.badge}>
            {t(isCurrent ? m.current : m.previous)}
          </span>
        </span>
      }
    >
      {!isCurrent && replacedBy && (
        <p className={ui.notice}>
          {intl.formatMessage(previousNotice, { date: fmt(replacedBy.effective) })}{' '}
          <SiteLink host={props} to={sitePath.policy(current.kind, current.doc)}>
            {t(m.readCurrent)}
          </SiteLink>
        </p>
      )}
      <PolicyBody text={text} props={props} />
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

function NoticeView({
  props,
  title,
  notice,
}: {
  props: MountProps;
  title: string;
  notice: UpdateNotice;
}) {
  const t = useIntl().formatMessage;
  const { text } = notice;
  const state = usePolicyContent(text.kind, props);
  return (
    <TitledPage title={title} intro={text.note ? t(text.note) : undefined}>
      <section className={`${ui.prose} ${styles.changes}`}>
        <h2 className={styles.changesTitle}>{t(m.whatChanged)}</h2>
        {state.kind === 'ready' ? (
          <ChangeList text={text} content={state.content} props={props} />
        ) : (
          <ContentState state={state} />
        )}
      </section>
      <SiteLink host={props} to={sitePath.policy(text.kind, text.doc)} className={ui.button}>
        {t(m.readText)}
      </SiteLink>
    </TitledPage>
  );
}

/** `/policy/:kind/:doc`: one policy text or update notice; an unknown doc shows a message. */
export function PolicyDocPage({ props }: { props: MountProps }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const fmt = usePolicyDate();
  const noticeTitle: MessageDescriptor = m.noticeTitle;
  const view = selectPolicy(props.route.params.kind, props.route.params.doc);

  let title: string;
  if (view.kind === 'text') title = t(names[view.text.kind]);
  else if (view.kind === 'notice')
    title = intl.formatMessage(noticeTitle, {
      policy: t(names[view.notice.text.kind]),
      date: fmt(view.notice.text.effective),
    });
  else title = t(m.notFoundTitle);
  useDocumentTitle(props, title);

  if (view.kind === 'text') {
    const { text, current, isCurrent } = view;
    return (
      <TextView props={props} title={title} text={text} current={current} isCurrent={isCurrent} />
    );
  }
  if (view.kind === 'notice')
    return <NoticeView props={props} title={title} notice={view.notice} />;
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
