import { IntlMessageFormat } from 'intl-messageformat';
import defaultMessagesLoader from './default-messages-loader';
import { formatjsAliases, icuParse } from './formatjs';
import messagesLoader from './messages-loader';

const parse = icuParse();
const ctx = { resourcePath: 'x.tsx' };
const run = (source: string) => defaultMessagesLoader.call(ctx, source);

describe('default messages compiled at build time', () => {
  it('turns each defaultMessage into its AST and drops the description, line for line', () => {
    const source = [
      "import { defineMessages } from 'react-intl';",
      'export const m = defineMessages({',
      '  files: {',
      "    id: 'x.files',",
      "    defaultMessage: '{n, plural, one {# file} other {# files}} in <b>{folder}</b>',",
      "    description: 'Folder summary',",
      '  },',
      "  joined: { id: 'x.joined', defaultMessage: 'Hello ' +",
      "    'there', description: 'Two parts' },",
      '});',
      'export const after = 1;',
    ].join('\n');
    const out = run(source);
    expect(out.split('\n')).toHaveLength(source.split('\n').length);
    expect(out.split('\n')[10]).toBe('export const after = 1;');
    expect(out).not.toContain('description');
    expect(out).not.toContain("'{n, plural");
    const files = JSON.stringify(
      parse('{n, plural, one {# file} other {# files}} in <b>{folder}</b>'),
    );
    expect(out).toContain(`defaultMessage: ${files}`);
    expect(out).toContain(`defaultMessage: ${JSON.stringify(parse('Hello there'))}`);
  });

  it('compiles JSX attributes and formatMessage descriptors', () => {
    const out = run(
      [
        'const a = <FormattedMessage id="y" defaultMessage="Hi {name}" />;',
        "const b = intl.formatMessage({ id: 'z', defaultMessage: `Plain` });",
      ].join('\n'),
    );
    expect(out).toContain(`defaultMessage={${JSON.stringify(parse('Hi {name}'))}}`);
    expect(out).toContain(`defaultMessage: ${JSON.stringify(parse('Plain'))}`);
  });

  it('leaves a file without messages untouched and refuses a message it cannot compile', () => {
    const plain = 'export const x = { description: "kept" };';
    expect(run(plain)).toBe(plain);
    expect(() => run("const m = { id: 'a', defaultMessage: text };")).toThrow(
      /x\.tsx:1: a defaultMessage must be a string literal/,
    );
    expect(() => run("const m = { id: 'a', defaultMessage: 'Bad {' };")).toThrow();
  });

  it('formats the compiled AST exactly as the string', () => {
    const text = '{count, plural, =0 {No files} one {# file} other {# files}} by {who}';
    const values = { count: 3, who: 'Ana' };
    const compiled = JSON.parse(JSON.stringify(parse(text)));
    expect(new IntlMessageFormat(compiled, 'en-US').format(values)).toBe(
      new IntlMessageFormat(text, 'en-US').format(values),
    );
  });
});

describe('translations compiled at build time', () => {
  it('compiles every message of a locale file and names a broken one', () => {
    const out = JSON.parse(
      messagesLoader.call(
        { resourcePath: 'ja.json' },
        JSON.stringify({ a: '{n} 件', b: 'テキスト' }),
      ),
    );
    expect(out).toEqual({ a: parse('{n} 件'), b: parse('テキスト') });
    expect(() =>
      messagesLoader.call({ resourcePath: 'ja.json' }, JSON.stringify({ bad: '{n, plural' })),
    ).toThrow(/ja\.json: bad is not a valid ICU message/);
  });
});

describe('one formatjs copy without the parser', () => {
  it('aliases the parser entry to no-parser and each package to react-intl’s copy', () => {
    const aliases = formatjsAliases();
    expect(aliases['@formatjs/icu-messageformat-parser$']).toMatch(
      /react-intl\/node_modules\/@formatjs\/icu-messageformat-parser\/no-parser\.js$/,
    );
    expect(aliases['intl-messageformat']).toMatch(/react-intl\/node_modules\/intl-messageformat$/);
  });
});
