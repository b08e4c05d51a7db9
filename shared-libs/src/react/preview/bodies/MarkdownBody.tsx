import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { renderMarkdown } from '../markdown/renderMarkdown';
import { PreviewNotice } from '../PreviewNotice';
import { previewMessages as m } from '../previewMessages';
import type { ContentBodyProps } from '../types';
import { useFileText } from '../useFileText';
import { TruncatedNote } from './TruncatedNote';
import body from './Body.module.css';
import css from './Sheet.module.css';

/**
 * A Markdown document rendered safely (no raw HTML, no images, sanitized; links open in a
 * new tab). Loaded as its own chunk with its parser and sanitizer.
 */
export function MarkdownBody(props: ContentBodyProps) {
  const intl = useIntl();
  const read = useFileText(props);
  const newTabText = intl.formatMessage(m.newTab);
  const html = useMemo(
    () =>
      read && read.text !== ''
        ? renderMarkdown(read.text, { newTabText, srOnlyClass: css.srOnly })
        : '',
    [read, newTabText],
  );
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
      {/* Sanitized by renderMarkdown (DOMPurify, no raw HTML). */}
      <div className={css.markdown} dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
