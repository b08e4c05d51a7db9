/**
 * webpack loader: every `defaultMessage` in the source (the default locale's text, in
 * `defineMessages`, `formatMessage` descriptors, `<FormattedMessage>`) becomes its ICU AST, so
 * the browser formats without the message parser (decision 0019). Their `description`s, for
 * translators only, are left out.
 *
 * Written here, not taken from formatjs: `@swc/plugin-formatjs` (every published version) fails
 * to deserialize this @swc/core's AST ("Failed to deserialize program received from host" on any
 * `throw`), and `babel-plugin-formatjs` imports `@formatjs/ts-transformer`, which needs the
 * TypeScript JavaScript API that TypeScript 7 no longer has. The work itself is formatjs's:
 * @babel/parser finds the literals, the ICU parser compiles them (messages-loader.ts uses the
 * same one for the translations). Only the literal's text is replaced, on its own line(s), so
 * the rest of the file reaches swc-loader byte for byte.
 */
import { parse as parseSource } from '@babel/parser';
import { icuParse } from './formatjs';

const parseMessage = icuParse();

interface LoaderContext {
  resourcePath: string;
}

interface Node {
  type: string;
  start?: number | null;
  end?: number | null;
  [key: string]: unknown;
}

interface Replacement {
  start: number;
  end: number;
  text: string;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** The text of a static string expression ('a', `a`, 'a' + 'b'), else undefined. */
function staticText(node: Node): string | undefined {
  if (node.type === 'StringLiteral') return node.value as string;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0)
    return ((node.quasis as Node[])[0]?.value as { cooked: string } | undefined)?.cooked;
  if (node.type === 'BinaryExpression' && node.operator === '+') {
    const left = staticText(node.left as Node);
    const right = staticText(node.right as Node);
    return left !== undefined && right !== undefined ? left + right : undefined;
  }
  if (node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression')
    return staticText(node.expression as Node);
  return undefined;
}

function keyName(node: Node): string | undefined {
  const key = node.key as Node;
  if (node.computed) return undefined;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'StringLiteral') return key.value as string;
  return undefined;
}

/** The `defaultMessage` values of a file and what replaces each. */
function replacementsOf(source: string, file: string): Replacement[] {
  const ast = parseSource(source, {
    sourceType: 'module',
    plugins: ['typescript', 'jsx'],
    errorRecovery: false,
  });
  const out: Replacement[] = [];
  const compile = (value: Node, jsx: boolean) => {
    const text = staticText(
      value.type === 'JSXExpressionContainer' ? (value.expression as Node) : value,
    );
    if (text === undefined) {
      const line = (value.loc as { start: { line: number } } | undefined)?.start.line;
      throw new Error(`${file}:${line}: a defaultMessage must be a string literal`);
    }
    const start = value.start as number;
    const end = value.end as number;
    const json = JSON.stringify(parseMessage(text));
    // As many line breaks as the literal had ('a' +\n 'b'): later lines keep their numbers.
    const breaks = '\n'.repeat(source.slice(start, end).split('\n').length - 1);
    out.push({ start, end, text: (jsx ? `{${json}}` : json) + breaks });
  };
  /** A descriptor's `description` is for translators only: it leaves the bundle. */
  const drop = (prop: Node) => {
    const start = prop.start as number;
    const comma = /^\s*,/.exec(source.slice(prop.end as number));
    const end = (prop.end as number) + (comma ? comma[0].length : 0);
    const breaks = '\n'.repeat(source.slice(start, end).split('\n').length - 1);
    out.push({ start, end, text: breaks });
  };
  const visit = (node: Node) => {
    if (node.type === 'ObjectExpression') {
      const props = (node.properties as Node[]).filter((p) => p.type === 'ObjectProperty');
      if (props.some((p) => keyName(p) === 'defaultMessage')) {
        for (const p of props) {
          const key = keyName(p);
          if (key === 'defaultMessage') compile(p.value as Node, false);
          else if (key === 'description' && staticText(p.value as Node) !== undefined) drop(p);
          else visit(p.value as Node);
        }
        return;
      }
    }
    if (node.type === 'ObjectProperty' && keyName(node) === 'defaultMessage') {
      compile(node.value as Node, false);
      return;
    }
    if (
      node.type === 'JSXAttribute' &&
      (node.name as Node).type === 'JSXIdentifier' &&
      (node.name as Node).name === 'defaultMessage' &&
      node.value
    ) {
      compile(node.value as Node, (node.value as Node).type === 'StringLiteral');
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
      if (Array.isArray(child)) {
        for (const c of child) if (isNode(c)) visit(c);
      } else if (isNode(child)) visit(child);
    }
  };
  visit(ast.program as unknown as Node);
  return out;
}

export default function defaultMessagesLoader(this: LoaderContext, source: string): string {
  if (!source.includes('defaultMessage')) return source;
  const replacements = replacementsOf(source, this.resourcePath).sort((a, b) => b.start - a.start);
  let out = source;
  for (const r of replacements) out = out.slice(0, r.start) + r.text + out.slice(r.end);
  return out;
}
