import { Suspense } from 'react';
import type { RemoteAppProps } from 'shared-libs/react';
import type { DriveRoot } from './createDriveRoot';
import { PAGES } from './pages';

export function DriveApp({ props, store }: RemoteAppProps<DriveRoot>) {
  const Page = PAGES[props.route.page];
  if (!Page) throw new Error(`mfe_drive has no page "${props.route.page}"`);
  return (
    <Suspense fallback={<div style={{ minHeight: '60vh' }} aria-busy="true" />}>
      <Page props={props} root={store} />
    </Suspense>
  );
}
