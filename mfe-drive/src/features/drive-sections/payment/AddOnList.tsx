import { useIntl, type MessageDescriptor } from 'react-intl';
import type { AddOn } from 'shared-libs';
import { longDate, productName } from '../../../lib/purchase/format';
import { paymentMessages as m } from './paymentMessages';
import css from './Payment.module.css';

/** The live add-ons of one kind: what each adds and until when. */
export function AddOnList({ addOns }: { addOns: AddOn[] }) {
  const intl = useIntl();
  if (!addOns.length) return null;
  const line: MessageDescriptor = m.addOnUntil;
  return (
    <>
      <h3 className={css.subhead}>{intl.formatMessage(m.activeAddOns)}</h3>
      <ul className={css.addOns}>
        {addOns.map((a) => (
          <li key={`${a.product_id}-${a.expire}`}>
            {intl.formatMessage(line, {
              name: productName(intl, {
                id: a.product_id,
                kind: a.kind,
                days: 0,
                months: 0,
                bytes: a.bytes,
              }),
              date: longDate(intl, a.expire),
            })}
          </li>
        ))}
      </ul>
    </>
  );
}
