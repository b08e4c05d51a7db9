/**
 * Copies bench/results/latest.md into the README's "## Performance" section (between the
 * bench markers; the section is added at the end if missing). Run after `npm run bench`:
 *   node --import tsx infra/bench/readme.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseCli } from '../scripts/cli';

const ROOT = path.resolve(__dirname, '..', '..');
const README = path.join(ROOT, 'README.md');
const START = '<!-- bench:start (node --import tsx infra/bench/readme.ts) -->';
const END = '<!-- bench:end -->';

const USAGE = 'readme.ts [--help]';

const SECTION = `## Performance

Measured by \`npm run bench\` (infra/bench/): production builds, federated and single-bundle
(\`npm run build -- --single\`: the remotes compiled into the host, no federation, our "physical
limit"), served on loopback ports of its own (:8280-:8284, :8380, API :8290-:8292), in Debian's
Chromium. Bars: \`../shared-docs/quality-bars.md\`. Reproduce:

\`\`\`sh
npm install
npm run bench               # builds, 3 runs per figure (medians), about 10 min on 2 idle cores
npm run bench -- --runs 5   # medians of 5 (the quality bars' Lighthouse figure)
npm run bench -- --quick    # 1 run, home, share listing and drive
\`\`\`

Results: \`bench/results/<timestamp>.json\` (every run, every file) and
\`bench/results/latest.md\` (the tables below). Size budgets per entry and per route:
\`infra/budgets/budgets.json\`, checked by \`node --import tsx infra/budgets/check.ts\` in
\`npm test\`.

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
      `Usage: ${USAGE}\n\nCopies bench/results/latest.md into README.md's Performance section.`,
    );
    return;
  }
  const table = fs.readFileSync(path.join(ROOT, 'bench', 'results', 'latest.md'), 'utf8').trim();
  let readme = fs.existsSync(README) ? fs.readFileSync(README, 'utf8') : '';
  if (!readme.includes(START)) {
    if (/^## Performance\s*$/m.test(readme)) {
      readme = readme.replace(/^## Performance\s*$/m, `## Performance\n\n${START}\n${END}\n`);
    } else {
      readme = `${readme.trimEnd()}\n\n${SECTION}`;
    }
  }
  const a = readme.indexOf(START) + START.length;
  const b = readme.indexOf(END);
  readme = `${readme.slice(0, a)}\n\n${table}\n\n${readme.slice(b)}`;
  fs.writeFileSync(README, readme);
  console.log('README.md: Performance section updated from bench/results/latest.md');
}

if (require.main === module) main();
