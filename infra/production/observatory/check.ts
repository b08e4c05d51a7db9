/**
 * `npm test` step "production headers (real nginx, Observatory)": starts Debian's nginx with the
 * production config (infra/production/nginx.conf) over a sample deployment (the builds when there
 * are some) with the page service behind it, asks it every kind of answer of both origins and
 * scores the real answers with the MDN HTTP Observatory's rules (scoring.ts). Prints one row per
 * kind (status, score, grade, bonuses and failing tests) and exits 1 when any kind is below
 * MINIMUM_SCORE, or when:
 * - an answer lacks one of the security headers, or sends one twice (nginx drops the upper
 *   level's add_header lines in a location that has its own);
 * - HSTS is not preload-eligible, or a CSP is unsafe in a way the score does not count
 *   (framing, base-uri, form-action, objects, scripts, http: sources);
 * - a kind answers another status than expected (unknown pages 404, missing chunks 404);
 * - pages.conf is not what infra/production/pages.ts generates from the host's route table.
 *
 *   node --import tsx infra/production/observatory/check.ts [--write-pages]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseCli } from '../../scripts/cli';
import { ensureNginx } from '../../scripts/ensure-nginx';
import { PRODUCTION_DIR } from '../nginx/server';
import { pagesConf } from '../pages';
import { createDeployment, scanDeployment, type KindReport } from './kinds';
import {
  contentSecurityPolicyTest,
  headerValues,
  parseHsts,
  type CspPolicy,
  type TestName,
} from './scoring';

/** The bar of issue 12: an A+ with at least 110 (the Observatory's A+ starts at 100). */
export const MINIMUM_SCORE = 110;
/** Every answer of an https origin carries these. */
const REQUIRED_HEADERS = [
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'content-security-policy',
  'cross-origin-resource-policy',
];
/** hstspreload.org: at least a year, subdomains included, preload asked. */
const PRELOAD_MIN_AGE = 31_536_000;
/** CSP properties every answer must have (true) or not have (false). */
const CSP_RULES: Partial<Record<keyof CspPolicy, boolean>> = {
  antiClickjacking: true,
  insecureBaseUri: false,
  insecureFormAction: false,
  unsafeObjects: false,
  unsafeInline: false,
  unsafeEval: false,
  insecureSchemeActive: false,
  insecureSchemePassive: false,
};

const PAGES_FILE = path.join(PRODUCTION_DIR, 'pages.conf');

/** Short test names for the table. */
const SHORT: Record<TestName, string> = {
  'content-security-policy': 'csp',
  cookies: 'cookies',
  'cross-origin-resource-sharing': 'cors',
  redirection: 'redirection',
  'referrer-policy': 'referrer',
  'strict-transport-security': 'hsts',
  'subresource-integrity': 'sri',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'framing',
  'cross-origin-resource-policy': 'corp',
};

/** What is wrong with one kind's answer, beyond its score. */
export function problemsOf(r: KindReport): string[] {
  const problems: string[] = [];
  const { kind, response, result } = r;
  if (response.status !== kind.status)
    problems.push(`answers ${response.status}, expected ${kind.status}`);
  for (const h of REQUIRED_HEADERS) {
    const count = response.headers.filter(([n]) => n.toLowerCase() === h).length;
    if (count !== 1) problems.push(count === 0 ? `no ${h}` : `${h} sent ${count} times`);
  }
  const hsts = headerValues(response, 'strict-transport-security')[0];
  const policy = hsts ? parseHsts(hsts) : null;
  if (
    !policy ||
    (policy.maxAge ?? 0) < PRELOAD_MIN_AGE ||
    !policy.includeSubDomains ||
    !policy.preload
  )
    problems.push(`HSTS is not preload-eligible: ${hsts ?? '(none)'}`);
  const csp = contentSecurityPolicyTest({
    url: kind.url,
    response,
    httpRoute: null,
    preflight: null,
  });
  for (const [flag, want] of Object.entries(CSP_RULES) as Array<[keyof CspPolicy, boolean]>) {
    if (kind.exception && flag === 'insecureSchemeActive') continue;
    if (csp.policy && csp.policy[flag] !== want) problems.push(`CSP ${flag} is ${!want}`);
  }
  const failing = result.tests.filter((t) => !t.pass);
  if (kind.exception) {
    // Only the CSP's http: sources, and only the loopback ones.
    const unexpected = failing.filter((t) => t.result !== 'csp-implemented-with-insecure-scheme');
    if (unexpected.length > 0)
      problems.push(`fails more than its exception: ${unexpected.map((t) => t.result).join(', ')}`);
    const http = [...(csp.directives ?? new Map<string, Set<string>>()).values()]
      .flatMap((s) => [...s])
      .filter((s) => s.startsWith('http:'));
    const loopback = ['http://127.0.0.1:*', 'http://localhost:*'];
    if (http.some((s) => !loopback.includes(s)))
      problems.push(`http: sources beyond the loopback: ${http.join(' ')}`);
  } else if (result.score < MINIMUM_SCORE) {
    problems.push(`scores ${result.score} (${result.grade}), below ${MINIMUM_SCORE}`);
  }
  return problems;
}

async function main(): Promise<void> {
  const { values } = parseCli('check.ts [--write-pages] [--stand-in]', {
    'write-pages': { type: 'boolean', default: false },
    'stand-in': { type: 'boolean', default: false },
  });
  const problems: string[] = [];

  const pages = pagesConf();
  if (values['write-pages']) {
    fs.writeFileSync(PAGES_FILE, pages);
    console.log(`wrote ${path.relative(process.cwd(), PAGES_FILE)}`);
  } else if (fs.readFileSync(PAGES_FILE, 'utf8') !== pages) {
    problems.push(
      'pages.conf: stale (the host route table changed): run check.ts --write-pages and commit',
    );
  }

  const missing = ensureNginx();
  if (missing) {
    console.log(`skipped: the production headers are scored on a real nginx. ${missing}`);
    if (problems.length > 0) {
      console.error(`\n✖ ${problems.join('\n')}`);
      process.exit(1);
    }
    return;
  }
  const t0 = Date.now();
  const deployment = createDeployment({ built: !values['stand-in'] });
  let reports: KindReport[];
  try {
    reports = await scanDeployment(deployment);
  } finally {
    deployment.remove();
  }
  const rows = reports.map((r) => {
    const bonus = r.result.tests
      .filter((t) => t.modifier > 0)
      .map((t) => `${SHORT[t.name]} +${t.modifier}`);
    const failing = r.result.tests
      .filter((t) => !t.pass || t.modifier < 0)
      .map((t) => `${t.result} ${t.modifier}`);
    return [
      r.kind.label,
      String(r.response.status),
      String(r.result.score),
      r.result.grade,
      bonus.join(', ') || '-',
      failing.join(', ') || '-',
    ];
  });
  const head = ['answer', 'status', 'score', 'grade', 'bonuses', 'failing'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.slice().map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();

  console.log('Production headers from a real nginx, scored with the MDN HTTP Observatory rules');
  console.log(
    `config: infra/production/nginx.conf; bar: A+ with ${MINIMUM_SCORE} or more; ` +
      `${reports.length} kinds asked in ${Date.now() - t0} ms`,
  );
  console.log(
    deployment.hostBuild
      ? "deployment: host/dist and a remote's dist (built), the page service over host/dist"
      : 'deployment: stand-in files (not built), a stand-in page service (same-origin scripts, no integrity)',
  );
  console.log('');
  console.log(line(head));
  rows.forEach((r) => console.log(line(r)));
  console.log('');
  for (const r of reports) {
    if (r.kind.exception)
      console.log(`note: ${r.kind.label} is not held to the bar: ${r.kind.exception}`);
    if (r.result.refused)
      console.log(`note: ${r.kind.label}: ${r.result.refused}; its headers are scored`);
    for (const p of problemsOf(r)) problems.push(`${r.kind.label}: ${p}`);
  }

  if (problems.length > 0) {
    console.error(`\n✖ ${problems.length} problem(s):`);
    for (const p of problems) console.error(`  - ${p}`);
    process.exit(1);
  }
  const lowest = Math.min(...reports.filter((r) => !r.kind.exception).map((r) => r.result.score));
  console.log(
    `\n✔ every answer but the exception scores A+ with ${MINIMUM_SCORE} or more (lowest ${lowest}); pages.conf is up to date`,
  );
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
