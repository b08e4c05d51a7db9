import { Suspense } from 'react';
import type { RemoteAppProps } from 'shared-libs/react';
import { PAGES } from './pages';

export function MarketingApp({ props }: RemoteAppProps<null>) {
  const Page = PAGES[props.route.page];
  if (!Page) throw new Error(`mfe_marketing has no page "${props.route.page}"`);
  return (
    <Suspense fallback={<div style={{ minHeight: '60vh' }} aria-busy="true" />}>
      <Page props={props} />
    </Suspense>
  );
}
