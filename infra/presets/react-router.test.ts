import { transformSync } from '@babel/core';
import { stripDisplayNames } from './react-router';

const run = (code: string) =>
  transformSync(code, {
    babelrc: false,
    configFile: false,
    plugins: [require.resolve('babel-plugin-annotate-pure-calls'), stripDisplayNames],
  })?.code ?? '';

describe("react-router's production build, annotated", () => {
  it('drops top-level displayName statements only', () => {
    const out = run(
      [
        'var Form = React.forwardRef(function Form() {});',
        'Form.displayName = "Form";',
        'Other.displayName = computed;',
        'function f() { Inner.displayName = "Inner"; }',
      ].join('\n'),
    );
    expect(out).not.toContain('Form.displayName');
    expect(out).toContain('Other.displayName = computed');
    expect(out).toContain('Inner.displayName = "Inner"');
  });

  it('marks top-level calls pure, so an unused component can be dropped', () => {
    expect(run('var Ctx = React.createContext(null);')).toContain(
      '/*#__PURE__*/React.createContext(null)',
    );
  });
});
