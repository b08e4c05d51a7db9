import { useMemo } from 'react';
import type { RemotePageProps } from 'shared-libs/react';
import { DriveSectionPage } from '../features/drive-sections/DriveSectionPage';
import { parseDriveLocation } from '../lib/driveLocation';
import type { DriveRoot } from './createDriveRoot';
import { DriveFilesPage } from './DriveFilesPage';

/** `/drive/{...section}`: the file manager for file views, a section page for the others. */
export function DrivePage({ props, store: root }: RemotePageProps<DriveRoot>) {
  const { section } = props.route.params;
  const { query } = props.route;
  const key = `${Array.isArray(section) ? section.join('/') : section}?${query.order}&${query.view}&${query.q}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const location = useMemo(() => parseDriveLocation(section, query), [key]);
  if (!location) return <DriveSectionPage props={props} />;
  return <DriveFilesPage props={props} root={root} location={location} />;
}
