import { useEffect, useId, useRef } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { Proposal } from './overrides';
import styles from './OverrideDialog.module.css';

/** Its own messages: the dialog is in the overrides' lazy chunk. */
const messages = defineMessages({
  title: {
    id: 'host.override.dialog.title',
    defaultMessage: 'Load code from a developer override?',
    description: 'Title of the dialog asking before a developer override loads any code',
  },
  intro: {
    id: 'host.override.dialog.intro',
    defaultMessage:
      'This link asks the site to load these parts from another address instead of its own code:',
    description:
      'Dialog text before the list of overridden parts (remote name, then the address of its code)',
  },
  warning: {
    id: 'host.override.dialog.warning',
    defaultMessage:
      'That code will be able to act as you on this site: see your files and use your signed-in account. Load it only if you set up this override yourself.',
    description: 'Dialog warning: what code loaded through a developer override can do',
  },
  expiry: {
    id: 'host.override.dialog.expiry',
    defaultMessage: 'The override ends on {time}, or sooner when you reset it from the banner.',
    description: 'Dialog text: when a confirmed override expires; {time} is a date and time',
  },
  decline: {
    id: 'host.override.dialog.decline',
    defaultMessage: 'Don’t load',
    description: 'Dialog button: refuse the override; the page loads normally',
  },
  accept: {
    id: 'host.override.dialog.accept',
    defaultMessage: 'Load this code',
    description: 'Dialog button: confirm the developer override and load its code',
  },
});

interface Props {
  proposals: readonly Proposal[];
  /** When a confirmed override ends (ms since the epoch). */
  expiresAt: number;
  /** The answer: true to load the code, false (button or Escape) to load nothing. */
  onDecide: (accepted: boolean) => void;
}

/**
 * "Load code from a developer override?" (safe-by-default issue, item 1): asked before any code
 * of a proposed override loads. A modal `<dialog>`: the page behind is inert, focus stays inside
 * and goes back where it was on close; Escape declines. Focus starts on the safe answer.
 */
export function OverrideDialog({ proposals, expiresAt, onDecide }: Props) {
  const intl = useIntl();
  const ref = useRef<HTMLDialogElement>(null);
  const answered = useRef(false);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const answer = (accepted: boolean) => {
    if (answered.current) return;
    answered.current = true;
    ref.current?.close();
    onDecide(accepted);
  };

  const time = intl.formatDate(expiresAt, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="override-dialog"
      // Escape: the same as "Don't load".
      onCancel={(e) => {
        e.preventDefault();
        answer(false);
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {intl.formatMessage(messages.title)}
      </h2>
      <div id={textId}>
        <p className={styles.text}>{intl.formatMessage(messages.intro)}</p>
        <ul className={styles.list}>
          {proposals.map(({ name, url }) => (
            <li key={name}>
              <code className={styles.code}>{name}</code> →{' '}
              <code className={styles.code}>{url}</code>
            </li>
          ))}
        </ul>
        <p className={styles.warning}>{intl.formatMessage(messages.warning)}</p>
        <p className={styles.text}>
          {intl.formatMessage(messages.expiry as MessageDescriptor, { time })}
        </p>
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          // The safe answer first, and focused first.
          autoFocus
          onClick={() => answer(false)}
        >
          {intl.formatMessage(messages.decline)}
        </button>
        <button type="button" className={styles.danger} onClick={() => answer(true)}>
          {intl.formatMessage(messages.accept)}
        </button>
      </div>
    </dialog>
  );
}
