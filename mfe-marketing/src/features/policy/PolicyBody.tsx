import { useIntl, type MessageDescriptor } from 'react-intl';
import { DEFAULT_LOCALE, sitePath, type MountProps } from 'shared-libs';
import { SiteLink, ui } from 'shared-libs/react';
import { useLocaleContent, type LocaleContent } from '../../lib/useLocaleContent';
import { previousText, sectionAnchor, type PolicyText, type TextKind } from './policyCatalog';
import { policyContentLoader, type Block, type PolicyContent } from './policyContent';
import { policyMessages as m } from './policyMessages';
import { PolicyToc, type TocEntry } from './PolicyToc';
import { RichText } from './RichText';
import styles from './Policy.module.css';
import { usePolicyDate } from './usePolicyDate';

/** The anchor of the list of changes (section keys never take it: the content test checks). */
export const CHANGES_ANCHOR = 'what-changed';

/** The content of one policy in the visitor's locale (en-US when that one cannot load). */
export function usePolicyContent(kind: TextKind, props: MountProps): LocaleContent<PolicyContent> {
  return useLocaleContent(policyContentLoader(kind), props.locale);
}

/** The loading and failed states of a policy's content; null once it is ready. */
export function ContentState({ state }: { state: LocaleContent<PolicyContent> }) {
  const t = useIntl().formatMessage;
  if (state.kind === 'loading') {
    return (
      <p role="status" className={ui.muted}>
        {t(m.loading)}
      </p>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div role="alert" className={ui.notice}>
        <p className={styles.alertText}>{t(m.loadFailed)}</p>
        <button type="button" className={ui.buttonSecondary} onClick={state.retry}>
          {t(m.tryAgain)}
        </button>
      </div>
    );
  }
  return null;
}

/** What a version changed from the one before it (from the content), as a list. */
export function ChangeList({
  text,
  content,
  props,
}: {
  text: PolicyText;
  content: PolicyContent;
  props: MountProps;
}) {
  const intl = useIntl();
  const fmt = usePolicyDate();
  const previous = previousText(text);
  const changes = text.date ? content.changes[text.date] : undefined;
  if (!previous || !changes) return null;
  const since: MessageDescriptor = m.changedSince;
  return (
    <>
      <p>
        {intl.formatMessage(since, {
          date: fmt(previous.effective),
          link: (chunks) => (
            <SiteLink host={props} to={sitePath.policy(previous.kind, previous.doc)}>
              {chunks}
            </SiteLink>
          ),
        })}
      </p>
      <ul className={styles.changeList}>
        {changes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
    </>
  );
}

function Blocks({ blocks, props }: { blocks: readonly Block[]; props: MountProps }) {
  return blocks.map((b, i) =>
    typeof b === 'string' ? (
      <p key={i}>
        <RichText text={b} props={props} />
      </p>
    ) : (
      <ul key={i}>
        {b.map((item, j) => (
          <li key={j}>
            <RichText text={item} props={props} />
          </li>
        ))}
      </ul>
    ),
  );
}

/**
 * The body of one policy text: language notices, table of contents, what changed from the
 * previous version, then the numbered sections (each with a stable anchor, the section key).
 */
export function PolicyBody({ text, props }: { text: PolicyText; props: MountProps }) {
  const t = useIntl().formatMessage;
  const state = usePolicyContent(text.kind, props);
  if (state.kind !== 'ready') return <ContentState state={state} />;
  const { content, locale } = state;
  const sections = text.sections.map((key, i) => {
    const s = content.sections[key];
    return {
      key,
      anchor: sectionAnchor(key),
      number: i + 1,
      title: s?.title ?? key,
      body: s?.body ?? [],
    };
  });
  const hasChanges = Boolean(previousText(text) && text.date && content.changes[text.date]);
  const toc: TocEntry[] = [
    ...(hasChanges ? [{ anchor: CHANGES_ANCHOR, label: t(m.whatChanged) }] : []),
    ...sections.map((s) => ({ anchor: s.anchor, label: `${s.number}. ${s.title}` })),
  ];
  const isFirstDated = Boolean(text.date) && !previousText(text);
  return (
    <div className={styles.doc}>
      {locale !== props.locale && <p className={ui.notice}>{t(m.fallbackToEnglish)}</p>}
      {locale !== DEFAULT_LOCALE && <p className={styles.languageNotice}>{t(m.englishGoverns)}</p>}
      <PolicyToc entries={toc} page={sitePath.policy(text.kind, text.doc)} props={props} />
      <div className={`${ui.prose} ${styles.text}`}>
        {hasChanges && (
          <section id={CHANGES_ANCHOR} className={styles.changes}>
            <h2 className={styles.changesTitle}>{t(m.whatChanged)}</h2>
            <ChangeList text={text} content={content} props={props} />
          </section>
        )}
        {isFirstDated && <p className={styles.firstVersion}>{t(m.firstVersion)}</p>}
        {sections.map((s) => (
          <section key={s.key} id={s.anchor} className={styles.section}>
            <h2 className={styles.sectionTitle}>
              <span className={styles.sectionNumber}>{s.number}.</span> {s.title}
            </h2>
            <Blocks blocks={s.body} props={props} />
          </section>
        ))}
      </div>
    </div>
  );
}
