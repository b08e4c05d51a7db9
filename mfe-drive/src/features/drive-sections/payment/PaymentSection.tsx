import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MountProps } from 'shared-libs';
import { ui } from 'shared-libs/react';
import { driveMessages as m } from '../driveMessages';
import type { DriveSection } from '../driveSections';

/** `/drive/payment`, `/drive/payment/storage`, `/drive/payment/traffic`. */
export function PaymentSection({
  others,
}: {
  props: MountProps;
  section: DriveSection;
  /** Links to the other payment sections. */
  others: ReactNode;
}) {
  const intl = useIntl();
  return (
    <>
      <p className={ui.notice}>{intl.formatMessage(m.buyInApp)}</p>
      {others}
    </>
  );
}
