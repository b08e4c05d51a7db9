import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES, type Locale } from 'shared-libs';
import { CHANGES_ANCHOR } from './PolicyBody';
import { POLICY_TEXTS, previousText, sectionAnchor, type TextKind } from './policyCatalog';
import {
  LINK_TARGETS,
  parseInline,
  policyContentLoader,
  type Block,
  type PolicyContent,
} from './policyContent';

const KINDS = Object.keys(POLICY_TEXTS) as TextKind[];
const TRANSLATED = LOCALES.filter((l) => l !== DEFAULT_LOCALE);
const DIR = path.join(__dirname, 'content');

/** Loaded through the pages' own loader (the dynamic import webpack turns into chunks). */
const load = async (locale: Locale, kind: TextKind): Promise<PolicyContent> =>
  (await policyContentLoader(kind)(locale)).default;

/** Every text of a content file with where it is, in a fixed order. */
function texts(c: PolicyContent): { at: string; text: string }[] {
  const out: { at: string; text: string }[] = [];
  const block = (at: string, b: Block) =>
    typeof b === 'string'
      ? out.push({ at, text: b })
      : b.forEach((item, i) => out.push({ at: `${at}[${i}]`, text: item }));
  for (const [key, s] of Object.entries(c.sections)) {
    out.push({ at: `${key}.title`, text: s.title });
    s.body.forEach((b, i) => block(`${key}.body[${i}]`, b));
  }
  for (const [date, list] of Object.entries(c.changes)) {
    list.forEach((t, i) => out.push({ at: `changes.${date}[${i}]`, text: t }));
  }
  return out;
}

/** The shape of a content file: its keys, block kinds and list lengths, without the words. */
function shape(c: PolicyContent): unknown {
  return {
    sections: Object.fromEntries(
      Object.entries(c.sections).map(([key, s]) => [
        key,
        s.body.map((b) => (typeof b === 'string' ? 'p' : b.length)),
      ]),
    ),
    changes: Object.fromEntries(Object.entries(c.changes).map(([d, l]) => [d, l.length])),
  };
}

const targets = (text: string) =>
  parseInline(text)
    .map((p) => p.target)
    .filter((t) => t !== undefined);

it('has a content folder for each locale and a file for each policy, nothing else', () => {
  expect(fs.readdirSync(DIR).sort()).toEqual([...LOCALES].sort());
  for (const locale of LOCALES) {
    expect(fs.readdirSync(path.join(DIR, locale)).sort()).toEqual(
      KINDS.map((k) => `${k}.json`).sort(),
    );
  }
});

describe.each(KINDS)('%s', (kind) => {
  it('en-US has every section the versions use, no other, and the changes of each revision', async () => {
    const en = await load(DEFAULT_LOCALE, kind);
    const used = new Set(POLICY_TEXTS[kind].flatMap((t) => t.sections));
    expect(Object.keys(en.sections).sort()).toEqual([...used].sort());
    const revised = POLICY_TEXTS[kind].filter((t) => previousText(t) && t.date);
    expect(Object.keys(en.changes).sort()).toEqual(revised.map((t) => t.date).sort());
    for (const text of POLICY_TEXTS[kind]) {
      const anchors = text.sections.map(sectionAnchor);
      expect(new Set(anchors).size).toBe(anchors.length);
      expect(anchors).not.toContain(CHANGES_ANCHOR);
      for (const a of anchors) expect(a).toMatch(/^[a-z][a-z0-9-]*$/);
    }
  });

  it('en-US links only to known targets, and has no stray link syntax', async () => {
    for (const { at, text } of texts(await load(DEFAULT_LOCALE, kind))) {
      for (const t of targets(text)) expect([at, t in LINK_TARGETS]).toEqual([at, true]);
      const plain = parseInline(text)
        .filter((p) => p.target === undefined)
        .map((p) => p.text)
        .join('');
      expect([at, /[[\]]/.test(plain)]).toEqual([at, false]);
    }
  });

  it.each(TRANSLATED)(
    '%s has exactly the sections, blocks and links of en-US, translated and none empty',
    async (locale) => {
      const en = await load(DEFAULT_LOCALE, kind);
      const tr = await load(locale, kind);
      expect(shape(tr)).toEqual(shape(en));
      const enTexts = new Map(texts(en).map((t) => [t.at, t.text]));
      texts(tr).forEach(({ at, text }) => {
        const source = enTexts.get(at) ?? '';
        expect([at, text.trim().length > 0]).toEqual([at, true]);
        expect([at, targets(text)]).toEqual([at, targets(source)]);
        // A real translation: no sentence left in English.
        if (source.length > 30) expect([at, text]).not.toEqual([at, source]);
      });
    },
  );
});
