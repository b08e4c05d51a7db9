/**
 * CSP violation reports of the host's pages (`report-uri /__csp-report`, csp.ts). A report is
 * kept only when it is one (a `csp-report` object, or a Reporting API `csp-violation` entry)
 * about a page of this site, in a body of at most 16 KB; anything else is answered and dropped.
 * Kept: the first 200 reports, and a count per page and directive for all of them.
 */
export const MAX_BODY = 16 * 1024;
const MAX_REPORTS = 200;
const MAX_KEYS = 1000;

/** A report in the `report-uri` shape (what is kept, whatever shape it came in). */
export interface CspReport {
  'document-uri': string;
  'blocked-uri'?: unknown;
  'effective-directive'?: string;
  'violated-directive'?: string;
  [field: string]: unknown;
}

/** The body of a Reporting API `csp-violation` entry (the fields read from it). */
interface ReportingApiBody {
  documentURL: string;
  blockedURL?: unknown;
  effectiveDirective: string;
}

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => !!v && typeof v === 'object';

/** A report of either shape: a document URI and a directive, both strings. */
function isReport(r: unknown): r is CspReport | ReportingApiBody {
  if (!isObject(r)) return false;
  const doc = r['document-uri'] ?? r.documentURL;
  const directive = r['effective-directive'] ?? r['violated-directive'] ?? r.effectiveDirective;
  return typeof doc === 'string' && typeof directive === 'string';
}

/** The report objects of a parsed body (report-uri and Reporting API shapes), else []. */
function reportsOf(body: unknown): CspReport[] {
  if (isObject(body) && !Array.isArray(body) && isReport(body['csp-report']))
    // isReport accepted it as a report; in this shape it is the report-uri one.
    return [body['csp-report'] as CspReport];
  if (Array.isArray(body))
    return body
      .filter(
        (e): e is { type: 'csp-violation'; body: ReportingApiBody } =>
          isObject(e) && e.type === 'csp-violation' && isReport(e.body),
      )
      .map((e) => ({
        'document-uri': e.body.documentURL,
        'blocked-uri': e.body.blockedURL,
        'effective-directive': e.body.effectiveDirective,
        'violated-directive': e.body.effectiveDirective,
      }));
  return [];
}

export interface CspReports {
  MAX_BODY: number;
  /** Takes a raw body; returns how many reports were kept. */
  receive(text: string): number;
  samples(): CspReport[];
  /** "<path> <directive>" -> count */
  counts(): Record<string, number>;
}

export function createCspReports({ siteOrigin }: { siteOrigin: string }): CspReports {
  const samples: CspReport[] = [];
  /** "<path> <directive>" -> count */
  const counts = new Map<string, number>();

  function add(report: CspReport) {
    let page: string;
    try {
      const u = new URL(report['document-uri']);
      if (u.origin !== siteOrigin) return;
      page = u.pathname;
    } catch {
      return;
    }
    const key = `${page} ${report['effective-directive'] || report['violated-directive']}`;
    if (counts.has(key) || counts.size < MAX_KEYS) counts.set(key, (counts.get(key) || 0) + 1);
    if (samples.length < MAX_REPORTS) samples.push(report);
  }

  return {
    MAX_BODY,
    receive(text) {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return 0;
      }
      const found = reportsOf(body);
      found.forEach(add);
      return found.length;
    },
    samples: () => samples,
    counts: () => Object.fromEntries(counts),
  };
}
