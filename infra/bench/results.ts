/**
 * The bench's results (bench/results/<timestamp>.json, written by run.ts, rendered by report.ts)
 * and the medians they are made of.
 */
import type { FormFactor, LighthouseRun, Metric } from './lighthouse';
import type { LargeFolderFigures, LoadFigures, WarmReloadFigures } from './measure';

/** The two builds measured side by side. */
export type Build = 'federated' | 'single';
export const BUILDS: readonly Build[] = ['federated', 'single'];
/**
 * The large-folder figures also measure the baseline, an earlier federated build served beside
 * the new one (`--baseline <dir>`), for before/after in one run.
 */
export type FolderBuild = Build | 'baseline';

/**
 * What medianOf makes of a list of T: the median of every numeric leaf, nested objects kept,
 * everything else (strings, booleans, arrays) left out. A leaf whose first value was not a
 * number is left out too, hence every key is optional.
 */
export type Medians<T> = {
  [K in keyof T as MedianKey<T[K]> extends never ? never : K]?: MedianKey<T[K]>;
};
type MedianKey<V> =
  NonNullable<V> extends number
    ? number | null
    : NonNullable<V> extends readonly unknown[]
      ? never
      : NonNullable<V> extends object
        ? Medians<NonNullable<V>> | null
        : never;

export const median = (xs: readonly unknown[]): number | null => {
  const v = xs
    .filter((x): x is number => typeof x === 'number' && Number.isFinite(x))
    .sort((a, b) => a - b);
  if (!v.length) return null;
  const m = Math.floor(v.length / 2);
  // Indexes within v (m < v.length; m - 1 >= 0 when the length is even).
  return v.length % 2 ? v[m]! : (v[m - 1]! + v[m]!) / 2;
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** Median of every numeric leaf of a list of same-shaped objects. */
export function medianOf<T extends object>(
  objs: readonly (T | null | undefined)[],
): Medians<T> | null {
  // The walk is over plain records; its result has the shape Medians<T> describes.
  return medianOfRecords(objs.map((o) => (isRecord(o) ? o : null))) as Medians<T> | null;
}

function medianOfRecords(
  objs: readonly (Record<string, unknown> | null)[],
): Record<string, unknown> | null {
  const first = objs.find(Boolean);
  if (!first) return null;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(first)) {
    if (typeof v === 'number') out[k] = median(objs.map((o) => o && o[k]));
    else if (isRecord(v))
      out[k] = medianOfRecords(objs.map((o) => (o && isRecord(o[k]) ? o[k] : null)));
  }
  return out;
}

/** The ratio a / b, when both are numbers and b is not 0. */
export const ratio = (a: unknown, b: unknown): number | null =>
  typeof a === 'number' && typeof b === 'number' && b ? a / b : null;

/** One Lighthouse run, or why it failed. */
export type LighthouseAttempt = LighthouseRun | { error: string };

/** Lighthouse figures of one page, one build, one form factor. */
export interface LighthouseFigures {
  runs: LighthouseAttempt[];
  scores: Medians<LighthouseRun['scores']> | null;
  metrics: Medians<LighthouseRun['metrics']> | null;
  failing: string[];
}

/** Cold-load medians (the file list and the h1 are kept apart). */
export type LoadMedians = Medians<Omit<LoadFigures, 'js' | 'h1'>>;

export interface BuildFigures {
  loads: LoadFigures[];
  lighthouse: Partial<Record<FormFactor, LighthouseFigures>>;
  load?: LoadMedians | null;
  /** The JS files of the last load (paths on the build's own origin). */
  files?: { file: string; raw: number; gzip: number }[];
  h1?: string;
}

/** federated vs single for one figure. */
export interface Compared {
  federated: number | null | undefined;
  single: number | null | undefined;
  ratio: number | null;
}

export interface PageRatios {
  jsGzip: number | null;
  jsRaw: number | null;
  jsFiles: number | null;
  jsFilesDelta: number | null;
  requests: number | null;
  requestsDelta: number | null;
  lighthouse: Record<FormFactor, Record<'performance' | Metric, Compared>>;
}

export interface PageResult extends Record<Build, BuildFigures> {
  path: string;
  /** Critical-path gzip bar (KB). */
  bar: number;
  /** Mobile Lighthouse performance bar. */
  lhBar: number;
  signedIn: boolean;
  ratio?: PageRatios;
  /** The kept earlier build (--baseline): the same figures, measured in the same run. */
  baseline?: BuildFigures;
}

/** A page's figures of one build, the baseline included (absent when it was not measured). */
export const figuresOf = (p: PageResult, b: FolderBuild): BuildFigures | undefined =>
  b === 'baseline' ? p.baseline : p[b];

export interface FolderResult {
  path: string;
  runs: LargeFolderFigures[];
  median: Medians<LargeFolderFigures> | null;
}

/** A second visit of one page (infra/bench/measure.ts measureWarmReload). */
export interface WarmReloadResult {
  path: string;
  runs: WarmReloadFigures[];
  median: Medians<WarmReloadFigures> | null;
}

export type RouteSwitchResult = { samples: number[]; medianMs: number | null } | { error: string };

export interface BenchResult {
  startedAt: string;
  commit: string | null;
  machine: { cpus: number; node: string };
  options: { runs: number; quick: boolean; lighthouse: boolean; baseline?: string };
  /** What "usable" means (see measure.ts). */
  usable: string;
  pages: Record<string, PageResult>;
  largeFolder: Partial<Record<FolderBuild, FolderResult>>;
  driveFolder?: Partial<Record<FolderBuild, FolderResult>>;
  /** Second visits, by page id and build. */
  warmReload?: Record<string, Partial<Record<Build, WarmReloadResult>>>;
  /** The baseline build's commit (its folder's COMMIT file), when one was measured. */
  baselineCommit?: string | null;
  routeSwitch: Record<string, Partial<Record<Build, RouteSwitchResult>>>;
  durationSec?: number;
}
