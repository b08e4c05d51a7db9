import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../lib/ui/Icon';
import { filesFromInput } from './filesFromDataTransfer';
import { uploadMessages as m } from './uploadMessages';
import type { UploadEntry } from './UploadStore';

/** "Upload files" and "Upload a folder": buttons that open the system file pickers. */
export function UploadButtons({ onFiles }: { onFiles(entries: UploadEntry[]): void }) {
  const intl = useIntl();
  const files = useRef<HTMLInputElement>(null);
  const folder = useRef<HTMLInputElement>(null);
  const take = (input: HTMLInputElement | null) => {
    if (!input) return;
    const entries = filesFromInput(input);
    input.value = '';
    if (entries.length) onFiles(entries);
  };
  return (
    <>
      <button type="button" onClick={() => files.current?.click()}>
        <Icon name="upload" /> {intl.formatMessage(m.files)}
      </button>
      <button type="button" onClick={() => folder.current?.click()}>
        <Icon name="folderUpload" /> {intl.formatMessage(m.folder)}
      </button>
      <input
        ref={files}
        type="file"
        multiple
        hidden
        data-testid="upload-files-input"
        onChange={(e) => take(e.currentTarget)}
      />
      <input
        ref={(el) => {
          folder.current = el;
          el?.setAttribute('webkitdirectory', '');
        }}
        type="file"
        multiple
        hidden
        data-testid="upload-folder-input"
        onChange={(e) => take(e.currentTarget)}
      />
    </>
  );
}
