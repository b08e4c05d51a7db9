import { useEffect, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { formatBytes, sitePath, type DriveFile, type MountProps } from 'shared-libs';
import { SiteLink } from 'shared-libs/react';
import type { Ancestor, DriveApi } from '../../lib/driveApi';
import { Dialog } from '../../lib/ui/Dialog';
import { noticeMessages as n } from '../../stores/driveMessages';
import { daysLeft } from './itemPlace';
import { placeMessages as p } from './placeMessages';
import css from './DetailsDialog.module.css';

/**
 * One item's details (issue 31): where it is (each folder a link), size, type, dates, starred,
 * and in the trash when it goes for good. A modal dialog; on phones the dialogs are sheets.
 * The place comes from the item itself (`GET /drive/v1/files/{id}` answers its ancestors), so
 * it is right from any view.
 */
export function DetailsDialog({
  file,
  api,
  host,
  onClose,
}: {
  file: DriveFile;
  api: Pick<DriveApi, 'get'>;
  host: Pick<MountProps, 'navigate' | 'hrefFor'>;
  onClose(): void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [path, setPath] = useState<Ancestor[] | null>(null);
  useEffect(() => {
    let live = true;
    void api.get(file.id).then((res) => {
      if (live && !res.error) setPath(res.data.ancestors ?? []);
    });
    return () => {
      live = false;
    };
  }, [api, file.id]);

  const date = (v: string) => intl.formatDate(v, { dateStyle: 'medium', timeStyle: 'short' });
  const folder = file.kind === 'drive#folder';
  const days = daysLeft(file);
  const crumbs = [{ id: '', name: t(n.myDrive) }, ...(path ?? [])];
  const rows: [string, ReactNode][] = [
    [
      t(p.place),
      path === null ? (
        <span aria-busy="true">…</span>
      ) : (
        <span className={css.path}>
          {crumbs.map((a, i) => (
            <span key={a.id || 'root'}>
              {i > 0 && <span aria-hidden="true"> › </span>}
              <SiteLink host={host} to={sitePath.driveFolder(a.id)} onClick={onClose}>
                {a.name}
              </SiteLink>
            </span>
          ))}
        </span>
      ),
    ],
    ...(folder ? [] : ([[t(p.size), formatBytes(file.size)]] as [string, string][])),
    [t(p.type), folder ? t(p.folderType) : file.mime_type || file.file_extension || '—'],
    [t(p.created), date(file.created_time)],
    [t(p.modified), date(file.modified_time)],
    [t(p.starredLabel), t(file.starred ? p.yes : p.no)],
  ];
  if (file.trashed_time) rows.push([t(p.trashed), date(file.trashed_time)]);
  if (file.delete_time)
    rows.push([
      t(p.deleteOn),
      `${intl.formatDate(file.delete_time, { dateStyle: 'medium' })} (${t(p.daysLeft as MessageDescriptor, { days: days ?? 0 })})`,
    ]);
  return (
    <Dialog title={t(p.detailsTitle as MessageDescriptor, { name: file.name })} onClose={onClose}>
      <dl className={css.list} data-testid="details">
        {rows.map(([label, value]) => (
          <div key={label} className={css.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
