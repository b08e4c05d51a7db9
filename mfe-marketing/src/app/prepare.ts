import type { MountProps } from 'shared-libs';
import { loadHelpCenterContent } from '../features/help-center/helpCenterContent';
import { selectPolicy } from '../features/policy/policyCatalog';
import { policyContentLoader } from '../features/policy/policyContent';
import { preloadLocaleContent } from '../lib/useLocaleContent';

/**
 * The long-form content a page shows, loaded before the page is prerendered or hydrated, so
 * its text is in the HTML and the first render in the browser matches it (decision 0018).
 */
export async function preparePage(props: MountProps): Promise<void> {
  const { page, params } = props.route;
  if (page === 'help-center') {
    await preloadLocaleContent(loadHelpCenterContent, props.locale);
  } else if (page === 'policy-doc') {
    const view = selectPolicy(params.kind, params.doc);
    const kind =
      view.kind === 'text' ? view.text.kind : view.kind === 'notice' ? view.notice.text.kind : null;
    if (kind) await preloadLocaleContent(policyContentLoader(kind), props.locale);
  }
}
