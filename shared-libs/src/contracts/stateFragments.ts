/**
 * Prerendered fragments of a page in one state of its data, not of a path (decision 0018): the
 * remote renders them at build time under these keys (`pages/{locale}/{key}.html`), and the
 * host server picks one when what it learnt from the API says the page shows that state
 * (infra/serve/share-first-view.ts).
 */
export const STATE_FRAGMENTS = {
  /** A share that asks for its passcode (`PASS_CODE_EMPTY`): the passcode form. */
  sharePasscode: 's/passcode',
} as const;
