import { useIntl } from 'react-intl';
import type { MountProps } from 'shared-libs';
import { TitledPage, ui, useDocumentTitle } from 'shared-libs/react';
import { NoticeList } from './NoticeList';
import { POLICY_BODY, selectPolicy } from './policyCatalog';
import { policyMessages as m, policyTexts as p } from './policyMessages';
import { PolicyTextList } from './PolicyTextList';

/** `/policy/:kind`: the policy's texts (dated versions newest first), or the update notices. */
export function PolicyIndexPage({ props }: { props: MountProps }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const view = selectPolicy(props.route.params.kind);
  const title =
    view.kind === 'texts'
      ? t(p[view.policy])
      : view.kind === 'updates'
        ? t(p.update)
        : t(m.pageTitle);
  useDocumentTitle(props, title);

  if (view.kind === 'updates') {
    return (
      <TitledPage title={title} intro={t(m.pageIntro)}>
        <NoticeList props={props} notices={view.notices} />
      </TitledPage>
    );
  }
  if (view.kind !== 'texts') return <TitledPage title={title} intro={t(m.notFoundBody)} />;
  return (
    <TitledPage title={title} intro={t(POLICY_BODY[view.policy][0]!)}>
      <h2 className={ui.sectionTitle}>{t(m.texts)}</h2>
      <PolicyTextList props={props} texts={view.texts} />
    </TitledPage>
  );
}
