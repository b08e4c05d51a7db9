import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { ConflictChoice, ConflictResolver } from '../../stores/ConflictResolver';
import { Dialog } from '../../lib/ui/Dialog';
import { conflictMessages as m } from './conflictMessages';
import css from './ConflictDialog.module.css';

const CHOICES: { value: ConflictChoice; label: MessageDescriptor; hint: MessageDescriptor }[] = [
  { value: 'rename', label: m.keepBoth, hint: m.keepBothHint },
  { value: 'replace', label: m.replace, hint: m.replaceHint },
  { value: 'skip', label: m.skip, hint: m.skipHint },
];

/**
 * "An item named X already exists": Keep both (the default), Replace or Skip, as radio buttons
 * (arrow keys move between them), and "do the same for all" while more clashes wait. Cancel or
 * Escape stops the whole operation. Keyed by the question, so each clash starts fresh.
 */
export const ConflictDialog = observer(function ConflictDialog({
  resolver,
}: {
  resolver: ConflictResolver;
}) {
  const q = resolver.question;
  if (!q) return null;
  return <ConflictQuestionDialog key={`${q.name}:${q.remaining}`} resolver={resolver} />;
});

function ConflictQuestionDialog({ resolver }: { resolver: ConflictResolver }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const q = resolver.question;
  const [choice, setChoice] = useState<ConflictChoice>('rename');
  const [all, setAll] = useState(false);
  const group = useId();
  if (!q) return null;
  return (
    <Dialog
      title={t(m.title as MessageDescriptor, { name: q.name })}
      submitLabel={t(m.go)}
      onClose={() => resolver.answer(null)}
      onSubmit={() => resolver.answer(choice, all)}
    >
      <p className={css.text}>{t(m.body as MessageDescriptor, { folder: q.folder })}</p>
      <fieldset className={css.choices}>
        <legend className={css.legend}>{t(m.choices)}</legend>
        {CHOICES.filter((c) => !(q.self && c.value === 'replace')).map((c) => (
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
              <span className={css.hint}>{t(c.hint)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {q.remaining > 1 && (
        <label className={css.all}>
          <input type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} />
          {t(m.sameForAll as MessageDescriptor, { count: q.remaining })}
        </label>
      )}
    </Dialog>
  );
}
