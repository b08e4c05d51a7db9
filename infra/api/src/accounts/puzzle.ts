/**
 * The security check of the API's form pages (sign-in, sign-up, verification, reset), shown
 * after repeated failures (limits.ts): a small sum the server picks ("What is 7 plus 12?"), whose
 * answer is kept here and never written into the page. One answer per check, right or wrong; a
 * check dies after 10 minutes. Ours (it replaces a checkbox any script could tick).
 *
 * What it is and is not: it stops a script that posts the form blindly or ticks boxes, and each
 * solved check lets one attempt through while the hard limits (per account and address, per
 * address) still apply. A program written for this page can read the question and add two
 * numbers; a captcha provider's challenge is what a public deployment puts here. The question is
 * text with a labelled field, so a screen reader reads it like any other field.
 */
import nodeCrypto from 'node:crypto';
import type { ApiContext } from '../context';
import { newId } from '../util';

/** What the page shows: the check's id (a hidden field) and the two numbers. */
export interface Puzzle {
  id: string;
  a: number;
  b: number;
}

interface Kept {
  action: string;
  answer: number;
  expiresAt: number;
}

/** How long a check may be answered (ours). */
export const PUZZLE_TTL_MS = 10 * 60_000;
/** Checks kept at once per server (ours): the oldest go first. */
const MAX_KEPT = 10_000;

const kept = new WeakMap<ApiContext, Map<string, Kept>>();

function keptOf(ctx: ApiContext): Map<string, Kept> {
  let m = kept.get(ctx);
  if (!m) kept.set(ctx, (m = new Map()));
  return m;
}

/** A new check for a form's action (`METHOD:/path`). */
export function newPuzzle(ctx: ApiContext, action: string): Puzzle {
  const m = keptOf(ctx);
  const now = Date.now();
  for (const [id, k] of m) if (k.expiresAt <= now || m.size >= MAX_KEPT) m.delete(id);
  const a = nodeCrypto.randomInt(2, 20);
  const b = nodeCrypto.randomInt(2, 20);
  const id = newId('ch');
  m.set(id, { action, answer: a + b, expiresAt: now + PUZZLE_TTL_MS });
  return { id, a, b };
}

/** The answer as typed: digits (full-width ones too), spaces ignored; NaN otherwise. */
const parse = (typed: string): number => {
  const s = typed.normalize('NFKC').replace(/\s/g, '');
  return /^\d{1,3}$/.test(s) ? Number(s) : Number.NaN;
};

/** Uses up a check: true when `id` is live, for `action`, and `typed` is its answer. */
export function passPuzzle(
  ctx: ApiContext,
  id: string | undefined,
  action: string,
  typed: string | undefined,
): boolean {
  if (!id) return false;
  const m = keptOf(ctx);
  const k = m.get(id);
  if (!k) return false;
  m.delete(id);
  return k.action === action && k.expiresAt > Date.now() && parse(typed ?? '') === k.answer;
}
