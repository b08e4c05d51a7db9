import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { downloadUrl, sitePath, type MountProps, type ReleaseInfo } from 'shared-libs';
import { SiteLink, ui } from 'shared-libs/react';
import { appsMessages as m } from './appsMessages';
import type { DownloadTarget } from './downloadTargets';
import styles from './Downloads.module.css';

/** Where each download channel's install steps live (help-center article sections). */
export const INSTALL_GUIDE = sitePath.helpCenter('getting-started', 'install-apps');

/** An installer's size in the visitor's language ("192 kB", "1.5 MB"). */
function sizeText(intl: IntlShape, bytes: number): string {
  const mb = bytes / 1024 ** 2;
  return mb >= 1
    ? intl.formatNumber(mb, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })
    : intl.formatNumber(bytes / 1024, {
        style: 'unit',
        unit: 'kilobyte',
        maximumFractionDigits: 0,
      });
}

function hintOf(intl: IntlShape, target: DownloadTarget, release: ReleaseInfo | undefined) {
  if ('url' in target.source) return intl.formatMessage(m.extStoreHint);
  if (!release) return '';
  const d: MessageDescriptor = release.kind === 'file' ? m.releaseFile : m.releaseStore;
  return intl.formatMessage(d, {
    version: release.version,
    size: sizeText(intl, Number(release.size)),
  });
}

/**
 * One download: a link that gets the app for this platform (through the API, which counts it
 * and answers the installer or the store listing; a store URL as is), with its install steps
 * beside it. Without an API origin (the standalone dev page) the button opens the steps.
 */
export function DownloadButton({
  props,
  target,
  primary,
  release,
  origin,
}: {
  props: MountProps;
  target: DownloadTarget;
  primary: boolean;
  release?: ReleaseInfo;
  origin?: string;
}) {
  const intl = useIntl();
  const label = intl.formatMessage(target.label);
  const guide = sitePath.withHash(INSTALL_GUIDE, target.guide);
  const src = target.source;
  const href =
    'url' in src ? src.url : origin ? downloadUrl(origin, src.channel, src.arch) : undefined;
  const hint = hintOf(intl, target, release);
  const className = primary ? ui.button : ui.buttonSecondary;
  const content = (
    <>
      <span>{label}</span>
      {hint && <span className={ui.buttonHint}>{hint}</span>}
    </>
  );
  return (
    <li className={styles.item}>
      {href ? (
        <a href={href} className={className}>
          {content}
        </a>
      ) : (
        <SiteLink host={props} to={guide} className={className}>
          {content}
        </SiteLink>
      )}
      <SiteLink
        host={props}
        to={guide}
        className={styles.guide}
        aria-label={intl.formatMessage(m.installGuideFor as MessageDescriptor, { platform: label })}
      >
        {intl.formatMessage(m.installGuide)}
      </SiteLink>
    </li>
  );
}
