/**
 * Stable codes of a remote's failure, with what each means (Module Federation's own
 * `@module-federation/error-codes` is the model: a code a test or a dashboard can match, and a
 * description table, instead of prose). Shown on the fallback (`data-failure-code`), in the
 * host's in-page log and console line, and sent to the report collector.
 */
export const REMOTE_FAILURES = {
  REMOTE_FETCH:
    'The entry or a chunk could not be had: unreachable, an HTTP error, not JavaScript, or a Subresource Integrity mismatch.',
  REMOTE_TIMEOUT: 'The entry or a chunk did not arrive within the load budget.',
  REMOTE_NOT_LIFECYCLES: 'The exposed ./lifecycles module is not single-spa lifecycles.',
  REMOTE_CONTRACT: 'The remote was built for a contract version this host does not accept.',
  REMOTE_MOUNT: 'Mounting (or hydrating server-rendered content) threw.',
  REMOTE_RENDER: 'The remote threw while rendering after it mounted.',
  REMOTE_UPDATE: 'The remote threw while taking new props.',
  REMOTE_UNMOUNT: 'The remote threw while unmounting.',
  REMOTE_NO_ENTRY: 'The registry has no entry for this remote.',
  HOST_CHUNK: "One of the host's own lazy chunks (its pages) could not be had.",
  REMOTE_SLOW:
    'Over server-rendered content, the code had not mounted by the notice time; versions are still being tried.',
} as const;

export type RemoteFailureCode = keyof typeof REMOTE_FAILURES;
