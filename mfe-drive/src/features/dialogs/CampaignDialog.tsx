import { useEffect, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { errorMessage, getPlatform, sitePath, type MountProps } from 'shared-libs';
import { SiteLink } from 'shared-libs/react';
import { Dialog } from '../../lib/ui/Dialog';
import { extraMessages as m } from './extraMessages';
import css from '../../lib/ui/Fields.module.css';

interface Campaign {
  id: string;
  status: string;
  end_time: string;
  page: string;
}

const NAMES: Record<string, MessageDescriptor> = {
  'black-friday': m.campaignBlackFriday,
  christmas: m.campaignChristmas,
  compensation: m.campaignCompensation,
};

/**
 * `?action=show_activity_dialog` (every live campaign) and `show_popup_window` (the newest
 * one as a promotional popup), from the `activity_operation` remote config.
 */
export function CampaignDialog({
  kind,
  props,
  onClose,
}: {
  kind: 'activity' | 'popup';
  props: MountProps;
  onClose(): void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [list, setList] = useState<Campaign[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    void getPlatform()
      .api.getConfig<{ campaigns: Campaign[] }>('activity_operation', props.locale)
      .then((res) => {
        if (res.error) setError(errorMessage(res.error, props.locale));
        else
          setList(
            (res.data.data.campaigns ?? []).filter((c) => c.status === 'live' && NAMES[c.id]),
          );
      });
  }, [props.locale]);
  const shown = kind === 'popup' ? (list ?? []).slice(-1) : (list ?? []);
  return (
    <Dialog title={t(kind === 'popup' ? m.popupTitle : m.activityTitle)} onClose={onClose}>
      {error && (
        <p role="alert" className={css.error}>
          {t(m.loadFailed as MessageDescriptor, { reason: error })}
        </p>
      )}
      {list && shown.length === 0 && <p className={css.text}>{t(m.activityNone)}</p>}
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {shown.map((c) => (
          <li key={c.id} style={{ marginBottom: 12 }}>
            <strong>{t(NAMES[c.id]!)}</strong>
            <br />
            {new Date(c.end_time).getUTCFullYear() < 2090 && (
              <span className={css.text}>
                {t(m.activityUntil as MessageDescriptor, {
                  date: intl.formatDate(c.end_time, { dateStyle: 'medium' }),
                })}{' '}
              </span>
            )}
            {sitePath.fromData(c.page) && (
              <SiteLink host={props} to={sitePath.fromData(c.page)!} onClick={onClose}>
                {t(m.activityOpen)}
              </SiteLink>
            )}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
