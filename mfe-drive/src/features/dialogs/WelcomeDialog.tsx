import { useIntl } from 'react-intl';
import { Dialog } from '../../lib/ui/Dialog';
import { extraMessages as m } from './extraMessages';

/** `?action=show_beginner_dialog`: what a new user can do here. */
export function WelcomeDialog({ onClose }: { onClose(): void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <Dialog title={t(m.welcomeTitle)} onClose={onClose} onSubmit={onClose} submitLabel={t(m.gotIt)}>
      <ul>
        <li>{t(m.welcomeUpload)}</li>
        <li>{t(m.welcomeSave)}</li>
        <li>{t(m.welcomeLink)}</li>
        <li>{t(m.welcomeKeys)}</li>
      </ul>
    </Dialog>
  );
}
