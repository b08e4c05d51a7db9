import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../lib/ui/Icon';
import { filesFromInput } from '../features/uploads/filesFromDataTransfer';
import type { UploadEntry } from '../features/uploads/UploadStore';
import { keyboardMessages as m } from '../features/browser/keyboardMessages';
import css from './EmptyFolderActions.module.css';

/**
 * An empty folder's two ways to fill it: Upload files and New folder (the toolbar's "+ New"
 * items, here where the eye is). Upload is the page's focus home while the folder is empty.
 */
export function EmptyFolderActions({
  onFiles,
  onNewFolder,
}: {
  onFiles(entries: UploadEntry[]): void;
  onNewFolder(): void;
}) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={css.actions}>
      <button
        type="button"
        className={css.primary}
        data-focus-home=""
        onClick={() => input.current?.click()}
      >
        <Icon name="upload" /> {intl.formatMessage(m.emptyUpload)}
      </button>
      <button type="button" className={css.secondary} onClick={onNewFolder}>
        <Icon name="folder" /> {intl.formatMessage(m.emptyNewFolder)}
      </button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        onChange={(e) => {
          const entries = filesFromInput(e.currentTarget);
          e.currentTarget.value = '';
          if (entries.length) onFiles(entries);
        }}
      />
    </div>
  );
}
