import { defineMessages } from 'react-intl';

/** The drive's shells' own text (DriveShell.tsx). */
export const shellMessages = defineMessages({
  loading: {
    id: 'drive.shell.loading',
    defaultMessage: 'Loading…',
    description: 'Said to screen readers while a drive page’s first view waits for its data',
  },
});
