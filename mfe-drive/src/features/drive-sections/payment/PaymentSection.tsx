import { useCallback, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { DRIVE_CHANGED_EVENT, SITE_PATHS, sitePath, type MountProps } from 'shared-libs';
import { SiteLink } from 'shared-libs/react';
import { longDate } from '../../../lib/purchase/format';
import { OrderOutcome } from '../../../lib/purchase/OrderOutcome';
import type { OpenCheckout } from '../../../lib/purchase/useCheckout';
import { useOrderOutcome } from '../../../lib/purchase/useOrderOutcome';
import type { DriveSection } from '../driveSections';
import { Offers } from './Offers';
import { paymentMessages as m } from './paymentMessages';
import { Receipts } from './Receipts';
import { StorageSummary } from './StorageSummary';
import { TrafficSummary } from './TrafficSummary';
import { useAbout } from './useAbout';
import css from './Payment.module.css';

/** A product or campaign id of a link (`?plan=`, `?campaign=`); anything else is ignored. */
const idOf = (v: string | undefined) => (v && /^[A-Za-z0-9_-]{1,64}$/.test(v) ? v : undefined);

const KINDS = {
  payment: 'premium',
  'payment/storage': 'storage',
  'payment/traffic': 'traffic',
} as const;

/**
 * `/drive/payment` (premium plans), `/drive/payment/storage` and `/drive/payment/traffic`
 * (add-ons): prices from the API, buying through the stand-in checkout, and the outcome when
 * the checkout sends the buyer back with `?order=` (decision 0015). `?plan=` chooses a product
 * first, `?campaign=` shows a campaign's price.
 */
export function PaymentSection({
  props,
  section,
  others,
  open,
}: {
  props: MountProps;
  section: DriveSection;
  /** Links to the other payment sections. */
  others: ReactNode;
  /** Leaves for the checkout (tests replace it). */
  open?: OpenCheckout;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const kind = KINDS[section.path as keyof typeof KINDS] ?? 'premium';
  const q = props.route.query;
  const plan = idOf(q.plan);
  const campaign = kind === 'premium' ? idOf(q.campaign) : undefined;
  const signedIn = props.session.signedIn;
  const user = signedIn ? props.session.user : null;
  const [changed, setChanged] = useState(0);
  // A paid order changed premium or the quota: the session (header, account) and this page read again.
  const { refreshSession } = props;
  const onPaid = useCallback(() => {
    void refreshSession();
    // The host's quota meter reads the limit again (premium and storage add-ons raise it).
    window.dispatchEvent(new CustomEvent(DRIVE_CHANGED_EVENT));
    setChanged((n) => n + 1);
  }, [refreshSession]);
  const outcome = useOrderOutcome(idOf(q.order), onPaid);
  const about = useAbout(signedIn && kind !== 'premium', changed);
  const query = new URLSearchParams({
    ...(plan ? { plan } : {}),
    ...(campaign ? { campaign } : {}),
  });
  const returnTo = sitePath.withQuery(sitePath.driveSection(section.path), query.toString());
  const legend: Record<typeof kind, MessageDescriptor> = {
    premium: m.choosePlan,
    storage: m.chooseStorage,
    traffic: m.chooseTraffic,
  };
  const until: MessageDescriptor = m.premiumUntil;

  return (
    <>
      <OrderOutcome state={outcome} />
      {kind === 'premium' && user && (
        <p className={css.current} data-testid="premium-status">
          {user.premium && user.expire
            ? intl.formatMessage(until, { date: longDate(intl, user.expire) })
            : t(m.free)}
        </p>
      )}
      {kind === 'storage' && signedIn && <StorageSummary state={about} />}
      {kind === 'traffic' && signedIn && (
        <TrafficSummary state={about} premium={Boolean(user?.premium)} />
      )}
      <Offers
        // A new plan or campaign in the URL chooses again.
        key={`${plan}|${campaign}`}
        props={props}
        kind={kind}
        legend={t(legend[kind])}
        plan={plan}
        campaign={campaign}
        returnTo={returnTo}
        open={open}
      />
      <p className={css.code}>
        {t(m.haveCode)}{' '}
        <SiteLink
          host={props}
          to={sitePath.withQuery(SITE_PATHS.driveAll, 'action=open_redeem_box')}
        >
          {t(m.redeem)}
        </SiteLink>
      </p>
      {kind === 'premium' && signedIn && <Receipts reloadKey={changed} open={open} />}
      {others}
    </>
  );
}
