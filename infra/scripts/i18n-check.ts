/**
 * Every message id declared in an app's source must have a translation in each of the ten
 * non-default locale files `src/i18n/lang/{locale}.json`, and no file may keep stale ids.
 * The React kit of shared-libs (`shared-libs/react`) owns its messages the same way (formatjs
 * "distribute libraries"): ids `kit.*`, files `shared-libs/src/react/i18n/lang/{locale}.json`.
 * Extraction is done by @formatjs/cli (the formatjs "missing-key checks in CI" practice).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_DIRS } from '../config/apps';
import { DEFAULT_LOCALE, LOCALES } from 'shared-libs/contracts';

interface Part {
  name: string;
  src: string;
  lang: string;
  prefix?: string;
  notPrefix?: string;
}

const ROOT = path.resolve(__dirname, '..', '..');
/** Each part: where its source is, where its translations are, the prefix its ids must have. */
const PARTS: Part[] = [
  ...APP_DIRS.map((app) => ({
    name: app,
    src: `${app}/src`,
    lang: `${app}/src/i18n/lang`,
    notPrefix: 'kit.',
  })),
  {
    name: 'infra/api',
    src: 'infra/api/src',
    lang: 'infra/api/src/i18n/lang',
    prefix: 'api.',
  },
  {
    name: 'shared-libs/react',
    src: 'shared-libs/src/react',
    lang: 'shared-libs/src/react/i18n/lang',
    prefix: 'kit.',
  },
];
/** The locales translated from the source (the default locale's text is in the source). */
const TRANSLATED = LOCALES.filter((l) => l !== DEFAULT_LOCALE);
const CLI = path.join(ROOT, 'node_modules', '@formatjs', 'cli', 'bin', 'formatjs');

function extract(part: Part): Record<string, string> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-')), 'messages.json');
  execFileSync(
    process.execPath,
    [
      CLI,
      'extract',
      `${part.src}/**/*.{ts,tsx}`,
      '--ignore',
      '**/*.test.*',
      '--out-file',
      out,
      '--format',
      'simple',
    ],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return JSON.parse(fs.readFileSync(out, 'utf8'));
}

function placeholders(text: string): string {
  return [...String(text).matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)]
    .map((m) => m[1])
    .sort()
    .join(',');
}

// `node --import tsx infra/scripts/i18n-check.ts mfe-share shared-libs/react` checks only those parts.
const only = process.argv.slice(2);
const unknown = only.filter((name) => !PARTS.some((p) => p.name === name));
if (unknown.length > 0) {
  console.error(`i18n check: unknown part(s) ${unknown.join(', ')}`);
  process.exit(2);
}

let problems = 0;
let checked = 0;
for (const part of PARTS.filter((p) => only.length === 0 || only.includes(p.name))) {
  const app = part.name;
  const source = extract(part);
  const ids = Object.keys(source);
  for (const id of ids) {
    if (part.prefix && !id.startsWith(part.prefix)) {
      console.error(`${app}: id "${id}" must start with "${part.prefix}"`);
      problems++;
    } else if (part.notPrefix && id.startsWith(part.notPrefix)) {
      console.error(`${app}: id "${id}" is in the kit's namespace "${part.notPrefix}"`);
      problems++;
    }
  }
  for (const locale of TRANSLATED) {
    const file = path.join(ROOT, part.lang, `${locale}.json`);
    let messages: Record<string, unknown> = {};
    if (fs.existsSync(file)) messages = JSON.parse(fs.readFileSync(file, 'utf8'));
    else if (ids.length > 0) {
      console.error(`${app}: missing ${path.relative(ROOT, file)}`);
      problems++;
      continue;
    }
    for (const id of ids) {
      checked++;
      if (typeof messages[id] !== 'string' || messages[id].trim() === '') {
        console.error(`${app} [${locale}]: no translation for "${id}"`);
        problems++;
      } else if (placeholders(messages[id] as string) !== placeholders(source[id] ?? '')) {
        console.error(`${app} [${locale}]: placeholders of "${id}" differ from the source`);
        problems++;
      }
    }
    for (const id of Object.keys(messages)) {
      if (!(id in source)) {
        console.error(`${app} [${locale}]: stale id "${id}" (not in the source)`);
        problems++;
      }
    }
  }
}
if (problems > 0) {
  console.error(`i18n check: ${problems} problem(s)`);
  process.exit(1);
}
console.log(`i18n check: ${checked} translations in ${TRANSLATED.length} locales, all present`);
