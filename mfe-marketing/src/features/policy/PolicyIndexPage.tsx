import { useIntl } from 'react-intl';
import type { MountProps } from 'shared-libs';
import { TitledPage, ui, useDocumentTitle } from 'shared-libs/react';
import { NoticeList } from './NoticeList';
import { selectPolicy } from './policyCatalog';
import { policyMessages as m, policyNames as names, policySummaries } from './policyMessages';
import { PolicyTextList } from './PolicyTextList';

/** `/policy/:kind`: the policy's texts (dated versions newest first), or the update notices. */
export function PolicyIndexPage({ props }: { props: MountProps }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const view = selectPolicy(props.route.params.kind);
  const title =
    view.kind === 'texts'
      ? t(names[view.policy])
      : view.kind === 'updates'
        ? t(names.update)
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
    <TitledPage title={title} intro={t(policySummaries[view.policy])}>
      <h2 className={ui.sectionTitle}>{t(m.texts)}</h2>
      <PolicyTextList props={props} texts={view.texts} />
    </TitledPage>
  );
}
