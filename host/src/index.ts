// Async boundary: lets Module Federation negotiate shared singletons before any import runs.
// The one exception to "only import('./bootstrap')": if the bootstrap chunk itself is stale
// after a deploy, nothing else could notice, so the reload guard (spec §4) wraps it here.
import { isChunkLoadError, reloadForStaleChunk } from './lib/staleBuild';
import { session } from './lib/storage';

import('./bootstrap').catch((err: unknown) => {
  if (isChunkLoadError(err)) {
    reloadForStaleChunk(location.pathname, {
      store: session,
      now: Date.now,
      reload: () => location.reload(),
    });
  }
  throw err;
});
