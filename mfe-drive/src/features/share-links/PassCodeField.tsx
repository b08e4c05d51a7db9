import { useId } from 'react';
import { useIntl } from 'react-intl';
import fields from '../../lib/ui/Fields.module.css';
import { generatePassCode, PASS_CODE_MAX, passCodeProblem } from './passCode';
import { linkMessages as m } from './linkMessages';
import css from './ShareLinks.module.css';

/**
 * A link's passcode, typed or generated ("New code"), with its hint and, once the person typed,
 * what is wrong with it. The code and whether it was typed are the dialog's state.
 */
export function PassCodeField({
  code,
  touched,
  onChange,
}: {
  code: string;
  touched: boolean;
  /** `typed`: the person typed it (its problems show); false for a generated code. */
  onChange(code: string, typed: boolean): void;
}) {
  const intl = useIntl();
  const id = useId();
  const problem = touched ? passCodeProblem(code) : null;
  return (
    <div>
      <label htmlFor={id} className={fields.label}>
        {intl.formatMessage(m.passCodeLabel)}
      </label>
      <div className={css.row}>
        <input
          id={id}
          className={`${fields.input} ${css.code}`}
          value={code}
          maxLength={PASS_CODE_MAX}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint${problem ? ` ${id}-err` : ''}`}
          onChange={(e) => onChange(e.target.value.trim(), true)}
        />
        <button
          type="button"
          className={css.button}
          onClick={() => onChange(generatePassCode(), false)}
        >
          {intl.formatMessage(m.generate)}
        </button>
      </div>
      <p id={`${id}-hint`} className={css.hint}>
        {intl.formatMessage(m.passCodeHint)}
      </p>
      {problem && (
        <p id={`${id}-err`} className={fields.error} role="alert">
          {intl.formatMessage(problem)}
        </p>
      )}
    </div>
  );
}
