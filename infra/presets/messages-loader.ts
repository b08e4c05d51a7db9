/**
 * webpack loader for an app's translations (`src/i18n/lang/{locale}.json`, and the kit's):
 * each message is compiled to the ICU AST at build time, so the browser never parses a message
 * and the bundles leave the parser out (formatjs.ts; decision 0019). The JSON file stays the
 * source the translators edit and `infra/scripts/i18n-check.ts` reads.
 *
 * Parsed with the parser react-intl itself would use at run time (the default options:
 * tags and number/date skeletons parsed), so the result is what the browser used to build.
 */
import { icuParse } from './formatjs';

const parse = icuParse();

interface LoaderContext {
  resourcePath: string;
}

export default function messagesLoader(this: LoaderContext, source: string): string {
  const messages = JSON.parse(source) as Record<string, unknown>;
  const compiled: Record<string, unknown> = {};
  for (const [id, text] of Object.entries(messages)) {
    if (typeof text !== 'string') throw new Error(`${this.resourcePath}: ${id} is not a string`);
    try {
      compiled[id] = parse(text);
    } catch (err) {
      throw new Error(`${this.resourcePath}: ${id} is not a valid ICU message (${String(err)})`, {
        cause: err,
      });
    }
  }
  return JSON.stringify(compiled);
}
