import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { formatBytes, type Catalogue } from 'shared-libs';
import { paymentMessages as m } from './paymentMessages';
import css from './Payment.module.css';

/**
 * What premium gives beside the free plan, from the catalogue's figures (the API's one table:
 * infra/api/src/pay/plans.ts): storage, monthly download traffic, cloud downloads a day.
 * Shown in the plan cards' group, under its legend.
 */
export function PlanBenefits({ plans }: { plans: NonNullable<Catalogue['plans']> }) {
  const intl = useIntl();
  const id = useId();
  const { free, premium } = plans;
  const fmt = (d: MessageDescriptor, v: Record<string, string | number>) =>
    intl.formatMessage(d, v);
  const items: [string, string][] = [
    [
      'storage',
      fmt(m.benefitStorage, {
        premium: formatBytes(Number(premium.storage)),
        free: formatBytes(Number(free.storage)),
      }),
    ],
    [
      'traffic',
      fmt(m.benefitTraffic, {
        premium: formatBytes(premium.traffic),
        free: formatBytes(free.traffic),
      }),
    ],
    [
      'tasks',
      fmt(m.benefitTasks, {
        premium: premium.daily_url_tasks,
        free: free.daily_url_tasks,
      }),
    ],
  ];
  return (
    <div className={css.benefits} data-testid="plan-benefits">
      <p id={id} className={css.subhead}>
        {intl.formatMessage(m.benefitsTitle)}
      </p>
      <ul aria-labelledby={id}>
        {items.map(([key, text]) => (
          <li key={key} data-benefit={key}>
            {text}
          </li>
        ))}
      </ul>
      <p className={css.muted}>{intl.formatMessage(m.benefitWhile)}</p>
    </div>
  );
}
