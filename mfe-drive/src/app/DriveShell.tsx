import { useIntl, type MessageDescriptor } from 'react-intl';
import { SITE_PATHS, type SitePath } from 'shared-libs';
import { TitledPage, useDocumentTitle, type RemotePageProps } from 'shared-libs/react';
import { browserMessages as m } from '../features/browser/browserMessages';
import { placeMessages as pm } from '../features/browser/placeMessages';
import toolbarCss from '../features/browser/Toolbar.module.css';
import { DRIVE_SECTIONS } from '../features/drive-sections/driveSections';
import { feedbackMessages } from '../features/feedback/feedbackMessages';
import { linkMessages } from '../features/share-links/linkMessages';
import { noticeMessages as n } from '../stores/driveMessages';
import pageCss from './DriveFilesPage.module.css';
import { ListPlaceholder } from './ListPlaceholder';
import { shellMessages } from './shellMessages';
import css from './DriveShell.module.css';

/**
 * The first view of `/drive/*` before the session and the drive's code (decision 0035): the
 * page's frame with its heading, from the path alone, and placeholders where its data goes. No
 * one's data, no control that needs code. Prerendered per section and locale (exposes/prerender);
 * the drive renders the page over it, whose own loading state looks the same.
 */

/** A file view's shell: its heading; "New" only in all files, sort everywhere but recent. */
interface FilesShell {
  kind: 'files';
  title: MessageDescriptor;
  add?: boolean;
  sort?: boolean;
}

/** A titled page's shell: its title and intro, as the page shows them (TitledPage). */
interface TitledShell {
  kind: 'titled';
  title: MessageDescriptor;
  intro: MessageDescriptor;
}

const titledSection = (path: string): TitledShell => {
  const s = DRIVE_SECTIONS.find((x) => x.path === path);
  if (!s) throw new Error(`no drive section ${path}`);
  return { kind: 'titled', title: s.title, intro: s.body };
};

/** The paths with a shell (the host server uses the nearest one above a path without one). */
const SHELLS: Partial<Record<SitePath, FilesShell | TitledShell>> = {
  [SITE_PATHS.driveAll]: { kind: 'files', title: n.myDrive, add: true, sort: true },
  [SITE_PATHS.driveRecent]: { kind: 'files', title: m.recent },
  [SITE_PATHS.driveStarred]: { kind: 'files', title: pm.starred, sort: true },
  [SITE_PATHS.driveTrash]: { kind: 'files', title: m.trash, sort: true },
  [SITE_PATHS.driveShared]: {
    kind: 'titled',
    title: linkMessages.title,
    intro: linkMessages.intro,
  },
  [SITE_PATHS.drivePayment]: titledSection('payment'),
  [SITE_PATHS.drivePaymentStorage]: titledSection('payment/storage'),
  [SITE_PATHS.drivePaymentTraffic]: titledSection('payment/traffic'),
  [SITE_PATHS.driveAccount]: titledSection('account'),
  [SITE_PATHS.driveFeedback]: {
    kind: 'titled',
    title: feedbackMessages.title,
    intro: feedbackMessages.intro,
  },
};

export const SHELL_PATHS = Object.keys(SHELLS) as SitePath[];

/** A block where a control or a line of the page will be (decorative). */
const Block = ({ width }: { width: number | string }) => (
  <span className={css.block} style={{ width }} aria-hidden="true" />
);

/** A titled page's place while its code or data is on its way: its title, intro, blocks. */
function TitledShell({ title, intro }: { title: string; intro: string }) {
  const intl = useIntl();
  return (
    <TitledPage title={title} intro={intro}>
      <div className={css.blocks} aria-busy="true">
        <p className={toolbarCss.srOnly} role="status">
          {intl.formatMessage(shellMessages.loading)}
        </p>
        <Block width="60%" />
        <Block width="90%" />
        <Block width="75%" />
      </div>
    </TitledPage>
  );
}

function FilesShellView({ shell, title }: { shell: FilesShell; title: string }) {
  const intl = useIntl();
  return (
    <div className={pageCss.page}>
      <div className={pageCss.sticky}>
        <div className={toolbarCss.toolbar}>
          <div className={toolbarCss.titleRow}>
            <h1 className={toolbarCss.heading}>{title}</h1>
            <span className={`${toolbarCss.search} ${css.search}`} aria-hidden="true" />
          </div>
          <div className={toolbarCss.actionsCell}>
            <div className={toolbarCss.actionsRow}>
              {shell.add && <Block width={96} />}
              <div className={toolbarCss.controls}>
                <span className={toolbarCss.spacer} />
                {shell.sort && <Block width={150} />}
                <Block width={82} />
                <Block width={72} />
              </div>
            </div>
          </div>
        </div>
      </div>
      {/* The drive's default view (spec §3): the visitor's own is known to the drive's code. */}
      <ListPlaceholder view="grid" label={intl.formatMessage(m.loading)} />
    </div>
  );
}

/** The shell of the route's catch-all `section` (empty: all files), if it has one. */
function shellOf(section: string | string[] | undefined) {
  const parts = Array.isArray(section) ? section : section ? [section] : [];
  return SHELLS[`/drive/${parts.join('/') || 'all'}`.toLowerCase() as SitePath];
}

/** The shell of the route's section (the prerendered page `drive`). */
export function DriveShell({ props }: RemotePageProps<unknown>) {
  const intl = useIntl();
  const shell = shellOf(props.route.params.section);
  if (!shell) throw new Error(`no drive shell for ${props.route.path}`);
  const title = intl.formatMessage(shell.title);
  useDocumentTitle(props, title);
  return shell.kind === 'files' ? (
    <FilesShellView shell={shell} title={title} />
  ) : (
    <TitledShell title={title} intro={intl.formatMessage(shell.intro)} />
  );
}
