/** The bench's tables: the baseline column (--baseline) and the warm-reload table. */
import type { LargeFolderFigures, WarmReloadFigures } from './measure';
import { renderMarkdown } from './report';
import { medianOf, type BenchResult, type FolderResult } from './results';

const folder = (longFrames: number, commits: number): FolderResult => {
  const run: LargeFolderFigures = {
    rowsShown: true,
    dataToRowsMs: 20,
    dataArrivedAt: 100,
    firstRowsAt: 120,
    listingRequests: 1,
    domRows: 35,
    domNodes: 900,
    domRowsAfterScroll: 63,
    scroll: {
      frames: 100,
      commits,
      longFrames,
      maxFrameMs: 60,
      loafOver50: longFrames,
      maxLoafMs: 60,
      scrolled: true,
    },
    slowScroll: {
      frames: 100,
      px: 8,
      commits: Math.round(commits / 4),
      longFrames,
      maxFrameMs: 40,
    },
  };
  return { path: '/s/demo-big/big-folder', runs: [run], median: medianOf([run]) };
};

const warm: WarmReloadFigures = {
  requests: 18,
  fromCache: 14,
  notModified: 2,
  downloaded: 2,
  bytes: 2_970,
  entries: {
    document: '200',
    ':8280/main.js': '304',
    ':8281/remoteEntry.js': '304',
    ':8282/remoteEntry.js': '304',
  },
};

const result = (withBaseline: boolean): BenchResult => ({
  startedAt: '2026-11-25T20:00:00.000Z',
  commit: 'abc1234',
  machine: { cpus: 2, node: 'v20' },
  options: { runs: 1, quick: true, lighthouse: false },
  usable: 'h1 visible',
  pages: {},
  largeFolder: {
    federated: folder(0, 40),
    single: folder(1, 41),
    ...(withBaseline ? { baseline: folder(12, 100) } : {}),
  },
  routeSwitch: { 'a->b': { federated: { samples: [8], medianMs: 8 } } },
  warmReload: { home: { federated: { path: '/', runs: [warm], median: medianOf([warm]) } } },
  baselineCommit: withBaseline ? 'old1234' : undefined,
});

describe('renderMarkdown', () => {
  it('puts the baseline beside the builds, with React commits per frames', () => {
    const md = renderMarkdown(result(true));
    expect(md).toContain('| figure | baseline (old1234) | federated | single | bar |');
    expect(md).toContain(
      '| share, 10,000 files, scrolling: React commits / frames | 100 / 100 | 40 / 100 | 41 / 100 |',
    );
    expect(md).toContain(
      '| share, 10,000 files, slow scroll (8 px a frame, 4× CPU): React commits / frames, frames > 50 ms | 25 / 100, 12 | 10 / 100, 0 | 10 / 100, 1 |',
    );
    expect(md).toContain(
      '| route switch a->b, warm: click → content visible | – | 8 ms | – | ≤ 150 ms |',
    );
  });

  it('has no baseline column without a baseline', () => {
    expect(renderMarkdown(result(false))).toContain('| figure | federated | single | bar |');
  });

  it('tells how a second visit was answered, entry files counted by name', () => {
    expect(renderMarkdown(result(false))).toContain(
      '| home | federated | 18 | 14 | 2 | 2 | 2.9 KB | document 200, main.js 304, remoteEntry.js 304 ×2 |',
    );
  });
});
