import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { MountProps } from 'shared-libs';
import { ui } from 'shared-libs/react';
import { appsMessages as m } from './appsMessages';
import { DownloadButton } from './DownloadButton';
import { arrangeTargets, type DownloadTarget } from './downloadTargets';
import type { DeviceOs } from './detectDevice';
import styles from './Downloads.module.css';
import { useDevice, type Device } from './useDevice';
import { apiOrigin, releaseKey, useReleases } from './useReleases';

const DEVICE_HEADINGS: Record<Exclude<DeviceOs, 'other'>, MessageDescriptor> = {
  ios: m.forIos,
  android: m.forAndroid,
  'android-tv': m.forAndroidTv,
  windows: m.forWindows,
  mac: m.forMac,
};

function macNote(device: Device): MessageDescriptor {
  if (device.macArch === 'arm64') return m.macArmDetected;
  if (device.macArch === 'x64') return m.macIntelDetected;
  return m.macAsk;
}

/**
 * A page's download buttons. The visitor's platform (from the user agent) comes first, in a
 * section of its own with the buttons for that device; every other platform follows. A visitor
 * whose device has nothing on this page sees all the buttons alike.
 */
export function DownloadPanel({
  props,
  targets,
}: {
  props: MountProps;
  targets: readonly DownloadTarget[];
}) {
  const intl = useIntl();
  const id = useId();
  const device = useDevice();
  const releases = useReleases();
  const origin = apiOrigin();
  const { forDevice, others } = arrangeTargets(targets, device);

  /** `primary(index)`: whether the button at that place is a primary one. */
  const list = (items: readonly DownloadTarget[], primary: (index: number) => boolean) => (
    <ul className={styles.buttons}>
      {items.map((t, i) => (
        <DownloadButton
          key={t.id}
          props={props}
          target={t}
          primary={primary(i)}
          origin={origin}
          release={
            'channel' in t.source
              ? releases.get(releaseKey(t.source.channel, t.source.arch))
              : undefined
          }
        />
      ))}
    </ul>
  );

  if (forDevice.length === 0 || device.os === 'other')
    return (
      <section aria-labelledby={`${id}-all`}>
        <h2 id={`${id}-all`} className={ui.sectionTitle}>
          {intl.formatMessage(m.downloadHeading)}
        </h2>
        {list(targets, () => true)}
      </section>
    );
  return (
    <>
      <section className={styles.forDevice} aria-labelledby={`${id}-device`}>
        <h2 id={`${id}-device`} className={ui.sectionTitle}>
          {intl.formatMessage(DEVICE_HEADINGS[device.os])}
        </h2>
        {device.os === 'mac' && (
          <p className={styles.note}>{intl.formatMessage(macNote(device))}</p>
        )}
        {/* A Mac whose processor is known: its build is the primary button, the other one
            stays beside it; otherwise every button here is primary. */}
        {list(forDevice, (i) => !(device.os === 'mac' && device.macArch) || i === 0)}
      </section>
      {others.length > 0 && (
        <section aria-labelledby={`${id}-others`}>
          <h2 id={`${id}-others`} className={ui.sectionTitle}>
            {intl.formatMessage(m.otherPlatforms)}
          </h2>
          {list(others, () => false)}
        </section>
      )}
    </>
  );
}
