import type { MountProps } from 'shared-libs';
import { CampaignDialog } from '../features/dialogs/CampaignDialog';
import { InviteDialog } from '../features/dialogs/InviteDialog';
import { RedeemDialog } from '../features/dialogs/RedeemDialog';
import { StorageDialog } from '../features/dialogs/StorageDialog';
import { WelcomeDialog } from '../features/dialogs/WelcomeDialog';
import type { DriveDialog } from '../stores/DriveStore';
import type { DriveRoot } from './DriveRoot';
import { TaskDialogs } from './TaskDialogs';

/** The dialogs of `?action=` links that are not about the listed files. */
export function AccountDialogs({
  root,
  props,
  dialog,
}: {
  root: DriveRoot;
  props: MountProps;
  dialog: DriveDialog;
}) {
  const close = () => root.store.closeDialog();
  switch (dialog.kind) {
    case 'storage':
    case 'traffic':
      return <StorageDialog kind={dialog.kind} props={props} onClose={close} />;
    case 'redeem':
      return (
        <RedeemDialog
          onClose={close}
          onRedeemed={() => {
            // Premium changed: the host reads the session again (contract 3).
            void props.refreshSession();
            root.store.changed();
          }}
        />
      );
    case 'invite':
      return <InviteDialog props={props} onClose={close} />;
    case 'beginner':
      return <WelcomeDialog onClose={close} />;
    case 'activity':
    case 'popup':
      return <CampaignDialog kind={dialog.kind} props={props} onClose={close} />;
    case 'tasks':
    case 'create-task':
      return <TaskDialogs root={root} dialog={dialog} />;
    default:
      return null;
  }
}
