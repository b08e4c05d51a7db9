/**
 * Copies bench/results/latest.md into docs/performance.md's "## Latest bench" section (between
 * the bench markers; the section is added at the end if missing). The README keeps one short
 * table per page, written by hand from these. Run after `npm run bench`:
 *   node --import tsx infra/bench/readme.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseCli } from '../scripts/cli';

const ROOT = path.resolve(__dirname, '..', '..');
const TARGET = path.join(ROOT, 'docs', 'performance.md');
const START = '<!-- bench:start (node --import tsx infra/bench/readme.ts) -->';
const END = '<!-- bench:end -->';

const USAGE = 'readme.ts [--help]';

const SECTION = `## Latest bench

${START}
${END}
`;

function main(argv = process.argv.slice(2)) {
  const { values } = parseCli(
    USAGE,
    { help: { type: 'boolean', short: 'h', default: false } },
    argv,
  );
  if (values.help) {
    console.log(
      `Usage: ${USAGE}\n\nCopies bench/results/latest.md into docs/performance.md's Latest bench section.`,
    );
    return;
  }
  const table = fs.readFileSync(path.join(ROOT, 'bench', 'results', 'latest.md'), 'utf8').trim();
  let doc = fs.existsSync(TARGET) ? fs.readFileSync(TARGET, 'utf8') : '# Performance\n';
  if (!doc.includes(START)) {
    if (/^## Latest bench\s*$/m.test(doc)) {
      doc = doc.replace(/^## Latest bench\s*$/m, `## Latest bench\n\n${START}\n${END}\n`);
    } else {
      doc = `${doc.trimEnd()}\n\n${SECTION}`;
    }
  }
  const a = doc.indexOf(START) + START.length;
  const b = doc.indexOf(END);
  doc = `${doc.slice(0, a)}\n\n${table}\n\n${doc.slice(b)}`;
  fs.writeFileSync(TARGET, doc);
  console.log('docs/performance.md: Latest bench updated from bench/results/latest.md');
}

if (require.main === module) main();
