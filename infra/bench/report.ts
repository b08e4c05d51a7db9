/** The bench's Markdown tables (bench/results/latest.md and docs/performance.md's Latest bench). */
import type { LargeFolderFigures, ScrollFigures } from './measure';
import {
  BUILDS,
  type BenchResult,
  type Compared,
  figuresOf,
  type FolderBuild,
  type FolderResult,
  type LighthouseFigures,
  type LoadMedians,
  type Medians,
} from './results';

type Figure = number | null | undefined;

const kb = (b: Figure) => (typeof b === 'number' ? (b / 1024).toFixed(1) : '–');
const num = (v: Figure, d = 0) => (typeof v === 'number' ? v.toFixed(d) : '–');
const x = (r: Figure) => (typeof r === 'number' ? `${r.toFixed(2)}×` : '–');
const ms = (v: Figure) => (typeof v === 'number' ? `${Math.round(v)} ms` : '–');
const signed = (v: Figure, d = 0) =>
  typeof v === 'number' ? `${v > 0 ? '+' : ''}${v.toFixed(d)}` : '–';
const ok = (good: boolean | null) => (good === null ? '' : good ? ' ✅' : ' ❌');

function scoresCell(l: LighthouseFigures | undefined) {
  const s = l && l.scores;
  if (!s) return '–';
  return [s.performance, s.accessibility, s['best-practices'], s.seo]
    .map((v) => num(v))
    .join(' / ');
}

function metricsCell(l: LighthouseFigures | undefined) {
  const m = l && l.metrics;
  if (!m) return '–';
  return `${num(m.fcp)} / ${num(m.lcp)} / ${num(m.tbt)} / ${num(m.cls, 3)}`;
}

function singletonCell(load: LoadMedians) {
  const s = load && load.singletons;
  if (!s) return '–';
  const over = Object.entries(s)
    .filter(([, v]) => v && typeof v.maxCopies === 'number' && v.maxCopies > 1)
    .map(([k, v]) => `${k} ×${v?.maxCopies}`);
  const counts = Object.values(s).map((v) => v?.maxCopies ?? 0);
  return over.length ? over.join(', ') : `all ≤ ${Math.max(0, ...counts)}`;
}

/** The builds a page row is written for: the kept earlier build last, when it was measured. */
const PAGE_BUILDS: readonly FolderBuild[] = [...BUILDS, 'baseline'];

/**
 * The federation overhead bars of quality-bars.md: JS bytes at most +5% of the single bundle's,
 * at most 4 more requests on the critical path, at most 1 mobile Lighthouse point lost.
 */
export const OVERHEAD_BARS = { jsGzip: 1.05, requests: 4, perfPoints: 1 } as const;

export function renderMarkdown(r: BenchResult): string {
  const lines: string[] = [];
  const runs = r.options.runs;
  lines.push(
    `Bench of ${r.startedAt.slice(0, 16).replace('T', ' ')} UTC, commit ${r.commit || '?'}, ` +
      `${r.machine.cpus} cores, median of ${runs} run${runs > 1 ? 's' : ''}` +
      `${r.options.quick ? ' (--quick)' : ''}. "Usable": ${r.usable}.`,
  );
  lines.push('');
  lines.push('### Critical path (cold load, Chromium network log)');
  lines.push('');
  lines.push(
    '| page | build | JS files | JS raw KB | JS gzip KB | bar KB | requests | usable | singleton copies |',
  );
  lines.push('|---|---|---|---|---|---|---|---|---|');
  for (const [id, p] of Object.entries(r.pages)) {
    for (const b of PAGE_BUILDS) {
      const l = figuresOf(p, b)?.load;
      if (!l) continue;
      const within =
        b === 'federated' && typeof l.jsGzip === 'number' ? ok(l.jsGzip / 1024 <= p.bar) : '';
      lines.push(
        `| ${id}${p.signedIn ? ' (signed in)' : ''} | ${b} | ${num(l.jsFiles)} | ${kb(l.jsRaw)} | ` +
          `${kb(l.jsGzip)}${within} | ${p.bar} | ${num(l.requests)} | ${ms(l.usableMs)} | ` +
          `${singletonCell(l)} |`,
      );
    }
  }
  lines.push('');
  if (r.options.lighthouse) {
    lines.push(
      '### Lighthouse (performance / accessibility / best practices / SEO; FCP / LCP / TBT ms / CLS)',
    );
    lines.push('');
    lines.push(
      '| page | build | mobile scores | mobile metrics | desktop scores | desktop metrics |',
    );
    lines.push('|---|---|---|---|---|---|');
    for (const [id, p] of Object.entries(r.pages)) {
      for (const b of PAGE_BUILDS) {
        const lh = figuresOf(p, b)?.lighthouse;
        if (!lh) continue;
        const perf = lh.mobile && lh.mobile.scores ? lh.mobile.scores.performance : null;
        const mark =
          b === 'federated' && perf !== null ? ok(typeof perf === 'number' && perf >= p.lhBar) : '';
        lines.push(
          `| ${id} | ${b} | ${scoresCell(lh.mobile)}${mark} | ${metricsCell(lh.mobile)} | ` +
            `${scoresCell(lh.desktop)} | ${metricsCell(lh.desktop)} |`,
        );
      }
    }
    lines.push('');
  }
  lines.push('### Federation overhead (federated vs single bundle)');
  lines.push('');
  lines.push(
    `| page | JS gzip ratio (bar ≤ ${OVERHEAD_BARS.jsGzip}) | JS files | requests (bar ≤ +${OVERHEAD_BARS.requests}) | mobile perf points (bar ≤ ${OVERHEAD_BARS.perfPoints}) | mobile FCP | mobile LCP | mobile TBT | desktop perf points |`,
  );
  lines.push('|---|---|---|---|---|---|---|---|---|');
  for (const [id, p] of Object.entries(r.pages)) {
    const q = p.ratio;
    if (!q) continue;
    const mob = q.lighthouse.mobile;
    const desk = q.lighthouse.desktop;
    const pts = (o: Compared | undefined) =>
      o && typeof o.federated === 'number' && typeof o.single === 'number'
        ? o.federated - o.single
        : null;
    const mobPts = pts(mob.performance);
    lines.push(
      `| ${id} | ${x(q.jsGzip)}${ok(q.jsGzip === null ? null : q.jsGzip <= OVERHEAD_BARS.jsGzip)} | ` +
        `${signed(q.jsFilesDelta)} | ` +
        `${signed(q.requestsDelta)}${ok(q.requestsDelta !== null && q.requestsDelta <= OVERHEAD_BARS.requests)} | ` +
        `${signed(mobPts)}${mobPts === null ? '' : ok(mobPts >= -OVERHEAD_BARS.perfPoints)} | ${x(mob.fcp.ratio)} | ` +
        `${x(mob.lcp.ratio)} | ${x(mob.tbt.ratio)} | ${signed(pts(desk.performance))} |`,
    );
  }
  lines.push('');
  lines.push('### Large folder and route switch');
  lines.push('');
  /** A baseline column (an earlier build, `--baseline`) when one was measured. */
  const withBaseline = Boolean(r.largeFolder.baseline || r.driveFolder?.baseline);
  const columns: FolderBuild[] = withBaseline ? ['baseline', ...BUILDS] : [...BUILDS];
  const heading = (b: FolderBuild) =>
    b === 'baseline' ? `baseline (${r.baselineCommit ?? 'earlier build'})` : b;
  lines.push(`| figure | ${columns.map(heading).join(' | ')} | bar |`);
  lines.push(`|---|${columns.map(() => '---|').join('')}---|`);
  const row = (figure: string, cell: (b: FolderBuild) => string, bar: string) =>
    lines.push(`| ${figure} | ${columns.map(cell).join(' | ')} | ${bar} |`);
  /** Rows of one large-folder figure set (the share's 10,000 files, the drive's 100,000). */
  const folderRows = (lf: Partial<Record<FolderBuild, FolderResult>> | undefined, what: string) => {
    if (!lf || Object.keys(lf).length === 0) return;
    const lfm = (b: FolderBuild): Medians<LargeFolderFigures> => lf[b]?.median || {};
    const scrolled = (b: FolderBuild) => lf[b]?.runs.every((run) => run.scroll.scrolled);
    const sc = (b: FolderBuild): Medians<ScrollFigures> => lfm(b).scroll || {};
    row(
      `${lf.federated ? lf.federated.path : 'large folder'}: data arrival → first rows`,
      (b) => ms(lfm(b).dataToRowsMs),
      '≤ 100 ms',
    );
    row(
      `DOM rows after load / after scrolling (${what})`,
      (b) => `${num(lfm(b).domRows)} / ${num(lfm(b).domRowsAfterScroll)}`,
      'bounded',
    );
    row(
      `${what}, scrolling at 4× CPU: frames > 50 ms (rAF gaps), max frame, LoAF > 50 ms`,
      (b) =>
        `${num(sc(b).longFrames)}, ${ms(sc(b).maxFrameMs)}, ${num(sc(b).loafOver50)}` +
        `${scrolled(b) ? '' : ' (did not scroll)'}`,
      '0 frames > 50 ms',
    );
    row(
      `${what}, scrolling: React commits / frames`,
      (b) => `${num(sc(b).commits)} / ${num(sc(b).frames)}`,
      'a commit only when the rows change',
    );
    const slow = (b: FolderBuild) => lfm(b).slowScroll;
    if (columns.some((b) => slow(b)))
      row(
        `${what}, slow scroll (8 px a frame, 4× CPU): React commits / frames, frames > 50 ms`,
        (b) => {
          const s = slow(b);
          return s ? `${num(s.commits)} / ${num(s.frames)}, ${num(s.longFrames)}` : '–';
        },
        'a commit per row crossed',
      );
  };
  folderRows(r.largeFolder, 'share, 10,000 files');
  folderRows(r.driveFolder, 'drive, 100,000 files');
  for (const [id, s] of Object.entries(r.routeSwitch)) {
    const cell = (b: FolderBuild) => {
      const v = b === 'baseline' ? undefined : s[b];
      return v && 'error' in v ? `error: ${v.error}` : ms(v && v.medianMs);
    };
    row(`route switch ${id}, warm: click → content visible`, cell, '≤ 150 ms');
  }
  lines.push('');
  if (r.warmReload && Object.keys(r.warmReload).length > 0) {
    lines.push('### Warm reload (second visit: how each request to the site was answered)');
    lines.push('');
    lines.push(
      '| page | build | requests | from cache | 304 | downloaded | bytes on the wire | entry files (last run) |',
    );
    lines.push('|---|---|---|---|---|---|---|---|');
    for (const [id, w] of Object.entries(r.warmReload)) {
      for (const b of BUILDS) {
        const m = w[b]?.median;
        if (!m) continue;
        const last = w[b]?.runs.at(-1)?.entries ?? {};
        const counts = new Map<string, number>();
        for (const [file, how] of Object.entries(last)) {
          const name = `${file.replace(/^:\d+\//, '').replace(/^.*\//, '')} ${how}`;
          counts.set(name, (counts.get(name) ?? 0) + 1);
        }
        const entries = [...counts]
          .map(([k, n]) => (n > 1 ? `${k} ×${n}` : k))
          .sort()
          .join(', ');
        lines.push(
          `| ${id} | ${b} | ${num(m.requests)} | ${num(m.fromCache)} | ${num(m.notModified)} | ` +
            `${num(m.downloaded)} | ${kb(m.bytes)} KB | ${entries || '–'} |`,
        );
      }
    }
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}
