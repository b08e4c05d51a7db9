import { useIntl } from 'react-intl';
import { PreviewNotice } from '../PreviewNotice';
import { previewMessages as m } from '../previewMessages';
import type { ContentBodyProps } from '../types';
import { useFileText } from '../useFileText';
import { TruncatedNote } from './TruncatedNote';
import body from './Body.module.css';
import css from './Sheet.module.css';

/** A text file as preformatted, wrapped text: the first 1 MB, with a note when there is more. */
export function TextBody(props: ContentBodyProps) {
  const intl = useIntl();
  const read = useFileText(props);
  if (!read) return <PreviewNotice busy>{intl.formatMessage(m.loading)}</PreviewNotice>;
  if (read.text === '')
    return (
      <div className={body.box}>
        <p className={body.note}>{intl.formatMessage(m.empty)}</p>
      </div>
    );
  return (
    <div className={css.sheet} tabIndex={0} role="region" aria-label={props.file.name}>
      {read.truncated && <TruncatedNote shown={read.shown} total={props.file.size} />}
      <pre className={css.pre}>{read.text}</pre>
    </div>
  );
}
