import { FileListSkeleton } from 'shared-libs/react';
import type { ViewType } from 'shared-libs/files';
import css from './DriveFilesPage.module.css';

/**
 * The file list's place while its first answer is on its way (decision 0035): the count line
 * and placeholder items, in the page's shell and in the page itself alike.
 */
export function ListPlaceholder({ view, label }: { view: ViewType; label: string }) {
  return (
    <>
      <p className={css.count} aria-hidden="true">
        &nbsp;
      </p>
      <FileListSkeleton view={view} label={label} />
    </>
  );
}
