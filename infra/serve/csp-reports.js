'use strict';
/**
 * CSP violation reports of the host's pages (`report-uri /__csp-report`, csp.js). A report is
 * kept only when it is one (a `csp-report` object, or a Reporting API `csp-violation` entry)
 * about a page of this site, in a body of at most 16 KB; anything else is answered and dropped.
 * Kept: the first 200 reports, and a count per page and directive for all of them.
 */
const MAX_BODY = 16 * 1024;
const MAX_REPORTS = 200;
const MAX_KEYS = 1000;

/** The report objects of a parsed body (report-uri and Reporting API shapes), else []. */
function reportsOf(body) {
  if (body && typeof body === 'object' && !Array.isArray(body) && isReport(body['csp-report']))
    return [body['csp-report']];
  if (Array.isArray(body))
    return body
      .filter((e) => e && e.type === 'csp-violation' && isReport(e.body))
      .map((e) => ({
        'document-uri': e.body.documentURL,
        'blocked-uri': e.body.blockedURL,
        'effective-directive': e.body.effectiveDirective,
        'violated-directive': e.body.effectiveDirective,
      }));
  return [];
}

function isReport(r) {
  if (!r || typeof r !== 'object') return false;
  const doc = r['document-uri'] ?? r.documentURL;
  const directive = r['effective-directive'] ?? r['violated-directive'] ?? r.effectiveDirective;
  return typeof doc === 'string' && typeof directive === 'string';
}

/** @param {{ siteOrigin: string }} o */
function createCspReports({ siteOrigin }) {
  const samples = [];
  /** "<path> <directive>" -> count */
  const counts = new Map();

  function add(report) {
    let page;
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
    /** Takes a raw body; returns how many reports were kept. */
    receive(text) {
      let body;
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

module.exports = { createCspReports, MAX_BODY };
