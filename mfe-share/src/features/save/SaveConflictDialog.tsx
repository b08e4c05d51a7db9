import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { RestoreStore, SaveChoice, SaveQuestion } from '../../stores/RestoreStore';
import { saveConflictMessages as m } from './conflictMessages';
import { progressMessages } from './progressMessages';
import css from './SaveConflictDialog.module.css';

/** The names listed; past them, "and N more". */
const SHOWN = 5;

const CHOICES: { value: SaveChoice; label: MessageDescriptor; hint: MessageDescriptor }[] = [
  { value: 'rename', label: m.keepBoth, hint: m.keepBothHint },
  { value: 'replace', label: m.replace, hint: m.replaceHint },
  { value: 'skip', label: m.skip, hint: m.skipHint },
];

/**
 * Where the focus goes back when the question closes: what had it when the question opened,
 * else (the save button was disabled while the save was sent) the save button, else, while the
 * save runs with the answer, its progress panel.
 */
function focusBack(opener: Element | null): void {
  const targets = [
    opener,
    document.querySelector('[data-save-invoker]'),
    document.querySelector('[data-testid="restore-panel"]'),
  ];
  for (const t of targets) {
    if (!(t instanceof HTMLElement) || !t.isConnected || t === document.body) continue;
    if (t.matches(':disabled')) continue;
    t.focus();
    if (document.activeElement === t) return;
  }
}

/**
 * The name question of a save (decision 0031): "N items with these names are already in
 * “My Pack”", the names, and one choice for all of them: Keep both (the default), Replace or
 * Skip. A modal <dialog>: the browser moves the focus in, keeps it there and makes the page
 * inert; Escape and Cancel save nothing; the focus then goes back to the save button.
 */
export const SaveConflictDialog = observer(function SaveConflictDialog({
  restore,
}: {
  restore: RestoreStore;
}) {
  const q = restore.phase === 'asking' ? restore.question : null;
  if (!q) return null;
  return (
    <Question
      key={q.names.join('/')}
      question={q}
      answer={(choice) => void restore.answer(choice)}
    />
  );
});

function Question({
  question: q,
  answer,
}: {
  question: SaveQuestion;
  answer(choice: SaveChoice | null): void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const group = useId();
  const [choice, setChoice] = useState<SaveChoice>('rename');
  const answered = useRef(false);
  const once = (c: SaveChoice | null) => {
    if (answered.current) return;
    answered.current = true;
    answer(c);
  };
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    const opener = document.activeElement;
    if (!d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    }
    return () => {
      if (d.open && typeof d.close === 'function') d.close();
      focusBack(opener);
    };
  }, []);
  const count = q.names.length;
  const folder = q.folderName || (q.folderId ? '' : t(progressMessages.conflictRoot));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    once(choice);
  };
  return (
    <dialog
      ref={ref}
      className={css.dialog}
      aria-labelledby={titleId}
      data-testid="save-conflict"
      onCancel={(e) => {
        // Escape: no answer, nothing saved.
        e.preventDefault();
        once(null);
      }}
      // Closed by the browser itself (a second Escape may force it): the same as Cancel.
      onClose={() => once(null)}
    >
      <form method="dialog" className={css.form} onSubmit={submit}>
        <h2 id={titleId} className={css.title}>
          {t(m.title as MessageDescriptor, { count, folder })}
        </h2>
        <div className={css.body}>
          <ul className={css.names} aria-label={t(m.names)}>
            {q.names.slice(0, SHOWN).map((name) => (
              <li key={name}>{name}</li>
            ))}
            {count > SHOWN && (
              <li className={css.more}>
                {t(m.more as MessageDescriptor, { count: count - SHOWN })}
              </li>
            )}
          </ul>
          <fieldset className={css.choices}>
            <legend className={css.legend}>{t(m.choices as MessageDescriptor, { count })}</legend>
            {CHOICES.map((c) => (
              <label key={c.value} className={css.choice}>
                <input
                  type="radio"
                  name={group}
                  value={c.value}
                  checked={choice === c.value}
                  onChange={() => setChoice(c.value)}
                />
                <span>
                  <span className={css.label}>{t(c.label)}</span>
                  <span className={css.hint}>
                    {/* Skip when every item is already there saves nothing: said so. */}
                    {t(
                      (c.value === 'skip' && q.all ? m.skipAllHint : c.hint) as MessageDescriptor,
                      {
                        count,
                        example: q.example,
                      },
                    )}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        </div>
        <div className={css.buttons}>
          <button type="button" className={css.secondary} onClick={() => once(null)}>
            {t(m.cancel)}
          </button>
          <button type="submit" className={css.primary}>
            {t(m.go)}
          </button>
        </div>
      </form>
    </dialog>
  );
}
