/**
 * Reads an nginx configuration file into directives, as nginx's own parser does: words and quoted
 * strings (with nginx's backslash escapes), `;` ending a directive, `{ ... }` a block, `#`
 * comments, and `include` expanded in place where it stands.
 */
import fs from 'node:fs';

export interface Directive {
  name: string;
  args: string[];
  /** The block's directives (`server { ... }`), or null for a simple directive. */
  block: Directive[] | null;
  /** Where it is written, `file:line`, for messages. */
  at: string;
}

interface Token {
  text: string;
  /** A quoted string (never a `;`, `{` or `}`). */
  quoted: boolean;
  line: number;
}

/** nginx's escapes: \" \' \\ \t \r \n; any other backslash stays as written. */
function unescape(raw: string): string {
  return raw.replace(/\\(["'\\trn])/g, (_, c: string) =>
    c === 't' ? '\t' : c === 'r' ? '\r' : c === 'n' ? '\n' : c,
  );
}

function tokenize(text: string, file: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let line = 1;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\n') {
      line++;
      i++;
    } else if (/\s/.test(c)) {
      i++;
    } else if (c === '#') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === ';' || c === '{' || c === '}') {
      tokens.push({ text: c, quoted: false, line });
      i++;
    } else if (c === '"' || c === "'") {
      const start = line;
      let j = i + 1;
      while (j < text.length && text[j] !== c) {
        if (text[j] === '\\') j++;
        if (text[j] === '\n') line++;
        j++;
      }
      if (j >= text.length) throw new Error(`${file}:${start}: unterminated string`);
      tokens.push({ text: unescape(text.slice(i + 1, j)), quoted: true, line: start });
      i = j + 1;
    } else {
      let j = i;
      while (j < text.length && !/[\s;{}]/.test(text[j]!)) {
        if (text[j] === '\\') j++;
        j++;
      }
      tokens.push({ text: unescape(text.slice(i, j)), quoted: false, line });
      i = j;
    }
  }
  return tokens;
}

/**
 * Where an `include` argument points: nginx resolves a relative path against its configuration
 * prefix (e.g. /etc/nginx); the caller maps it to a file of the repository.
 */
export type IncludeResolver = (target: string, from: string) => string;

/** Parses a configuration file, expanding includes (wildcards are not supported). */
export function parseConfigFile(
  file: string,
  resolveInclude: IncludeResolver,
  read: (file: string) => string = (f) => fs.readFileSync(f, 'utf8'),
): Directive[] {
  const seen: string[] = [];
  const parseFile = (f: string): Directive[] => {
    if (seen.includes(f)) throw new Error(`include cycle: ${[...seen, f].join(' -> ')}`);
    seen.push(f);
    const tokens = tokenize(read(f), f);
    let pos = 0;
    const parseBlock = (nested: boolean): Directive[] => {
      const out: Directive[] = [];
      while (pos < tokens.length) {
        const first = tokens[pos]!;
        if (first.text === '}' && !first.quoted) {
          if (!nested) throw new Error(`${f}:${first.line}: unexpected "}"`);
          pos++;
          return out;
        }
        const words: Token[] = [];
        while (pos < tokens.length) {
          const t = tokens[pos]!;
          if (!t.quoted && (t.text === ';' || t.text === '{' || t.text === '}')) break;
          words.push(t);
          pos++;
        }
        const end = tokens[pos];
        if (!end || end.text === '}' || words.length === 0)
          throw new Error(`${f}:${first.line}: a directive must end with ";" or "{"`);
        pos++;
        const at = `${f}:${first.line}`;
        const [name, ...args] = words.map((w) => w.text) as [string, ...string[]];
        if (end.text === '{') {
          out.push({ name, args, block: parseBlock(true), at });
        } else if (name === 'include') {
          if (args.length !== 1) throw new Error(`${at}: include takes one file`);
          if (/[*?[]/.test(args[0]!)) throw new Error(`${at}: include wildcards are not supported`);
          out.push(...parseFile(resolveInclude(args[0]!, f)));
        } else {
          out.push({ name, args, block: null, at });
        }
      }
      if (nested) throw new Error(`${f}: unexpected end of file (missing "}")`);
      return out;
    };
    const directives = parseBlock(false);
    seen.pop();
    return directives;
  };
  return parseFile(file);
}
