import type { MessageDescriptor } from 'react-intl';
import type { Category } from './helpCenterArticles';
import type { HelpCenterContent } from './helpCenterContent';
import { fold, queryTerms, searchArticles } from './searchArticles';

const title: MessageDescriptor = { id: 'x' };
const CATS: Category[] = [
  {
    slug: 'a',
    title,
    articles: [
      { slug: 'trash', links: [] },
      { slug: 'share', links: [] },
    ],
  },
  { slug: 'b', title, articles: [{ slug: 'cafe', links: [] }] },
];
const section = (id: string, heading: string, ...paragraphs: string[]) => ({
  id,
  heading,
  paragraphs,
});
const CONTENT: HelpCenterContent = {
  articles: {
    trash: {
      title: 'Delete and restore files',
      summary: 'How the trash works.',
      sections: [
        section(
          'restore',
          'Restore',
          'Open Trash in the sidebar, select what you want back and choose Restore. Items go back to the folder they were deleted from, even after a long time, as long as the trash keeps them.',
        ),
      ],
    },
    share: {
      title: 'Share links',
      summary: 'Share files with a passcode.',
      sections: [
        section('passcode', 'Passcode', 'A passcode has 4 to 10 letters. Restore nothing.'),
      ],
    },
    cafe: {
      title: 'Café guide',
      summary: 'Привет, ёлка. 共有リンクを開く',
      sections: [section('one', 'One', 'Nothing to see.')],
    },
  },
};

describe('fold', () => {
  it('lowers case, removes accents and maps back to the original', () => {
    const { folded, map } = fold('Café É');
    expect(folded).toBe('cafe e');
    expect(map).toEqual([0, 1, 2, 3, 4, 5]);
    expect(fold('ЁЛКА').folded).toBe('елка');
    expect(fold('ＡＰＫ').folded).toBe('apk');
  });
});

describe('searchArticles', () => {
  it('finds nothing for an empty query', () => {
    expect(searchArticles(CATS, CONTENT, '   ')).toEqual([]);
    expect(queryTerms(' a  b ')).toEqual(['a', 'b']);
  });

  it('ranks a title match above a body match and keeps the tree order on ties', () => {
    expect(searchArticles(CATS, CONTENT, 'restore').map((h) => h.article.slug)).toEqual([
      'trash',
      'share',
    ]);
  });

  it('needs every word, in any order, any case, with or without accents', () => {
    expect(searchArticles(CATS, CONTENT, 'PASSCODE letters').map((h) => h.article.slug)).toEqual([
      'share',
    ]);
    expect(searchArticles(CATS, CONTENT, 'passcode moon')).toEqual([]);
    expect(searchArticles(CATS, CONTENT, 'cafe').map((h) => h.article.slug)).toEqual(['cafe']);
    expect(searchArticles(CATS, CONTENT, 'елка').map((h) => h.article.slug)).toEqual(['cafe']);
  });

  it('finds words inside text without spaces (Japanese, Chinese)', () => {
    expect(searchArticles(CATS, CONTENT, 'リンク').map((h) => h.article.slug)).toEqual(['cafe']);
  });

  it('cuts a snippet around the match, in the original text', () => {
    const [hit] = searchArticles(CATS, CONTENT, 'FOLDER');
    expect(hit?.snippet.match).toBe('folder');
    expect(hit?.snippet.before.startsWith('…')).toBe(true);
    // Cut at a space before the match; the end of the paragraph is near, so no cut there.
    expect(hit?.snippet.before).toMatch(/^…\S/);
    expect(hit?.snippet.after).toBe(
      ' they were deleted from, even after a long time, as long as the trash keeps them.',
    );
    const [long] = searchArticles(CATS, CONTENT, 'sidebar');
    expect(long?.snippet.before).toBe('Open Trash in the ');
    expect(long?.snippet.after.endsWith('…')).toBe(true);
  });

  it('shows the summary when only the title matched', () => {
    const [hit] = searchArticles(CATS, CONTENT, 'guide');
    expect(hit?.snippet).toEqual({
      before: 'Привет, ёлка. 共有リンクを開く',
      match: '',
      after: '',
    });
  });
});
