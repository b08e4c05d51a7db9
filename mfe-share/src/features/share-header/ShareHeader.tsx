import { observer } from 'mobx-react-lite';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { maskNickname } from '../../lib/mask';
import type { ShareSummary } from '../../stores/ShareStore';
import css from './ShareHeader.module.css';

const m = defineMessages({
  sharedBy: {
    id: 'share.header.sharedBy',
    defaultMessage: 'Shared by {name}',
    description: 'Owner line; {name} is the masked nickname',
  },
  items: {
    id: 'share.header.items',
    defaultMessage: '{count, plural, one {# item} other {# items}}',
    description: 'Number of items at the top of the share',
  },
  never: {
    id: 'share.header.neverExpires',
    defaultMessage: 'Never expires',
    description: 'Expiry of a share without end',
  },
  days: {
    id: 'share.header.expiresDays',
    defaultMessage: 'Expires in {days, plural, one {# day} other {# days}}',
    description: 'Time left',
  },
  hours: {
    id: 'share.header.expiresHours',
    defaultMessage: 'Expires in {hours, plural, one {# hour} other {# hours}}',
    description: 'Time left under a day',
  },
});

/** Owner (masked nickname, avatar), title, item count and time left. */
export const ShareHeader = observer(function ShareHeader({
  info,
  title,
}: {
  info: ShareSummary;
  title: string;
}) {
  const intl = useIntl();
  const left = info.expirationLeft;
  let expiry: string;
  if (left < 0) expiry = intl.formatMessage(m.never);
  else if (left < 86400)
    expiry = intl.formatMessage(m.hours as MessageDescriptor, {
      hours: Math.max(1, Math.ceil(left / 3600)),
    });
  else expiry = intl.formatMessage(m.days as MessageDescriptor, { days: Math.ceil(left / 86400) });
  const owner = info.owner;
  return (
    <header className={css.header}>
      {owner &&
        (owner.avatar ? (
          <img className={css.avatar} src={owner.avatar} alt="" width={40} height={40} />
        ) : (
          <span className={css.avatar} aria-hidden="true" />
        ))}
      <div className={css.text}>
        <h1 className={css.title}>{title}</h1>
        <p className={css.meta}>
          {owner && (
            <span>
              {intl.formatMessage(m.sharedBy as MessageDescriptor, {
                name: maskNickname(owner.nickname),
              })}
            </span>
          )}
          <span>{intl.formatMessage(m.items as MessageDescriptor, { count: info.fileNum })}</span>
          <span>{expiry}</span>
        </p>
      </div>
    </header>
  );
});
