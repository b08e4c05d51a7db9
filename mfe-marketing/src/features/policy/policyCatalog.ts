import type { MessageDescriptor } from 'react-intl';
import { POLICY_KINDS, type PolicyKind } from 'shared-libs';
import { policyTexts as p } from './policyMessages';

export type TextKind = Exclude<PolicyKind, 'update'>;

export interface PolicyText {
  kind: TextKind;
  /** The `:doc` segment: a date (YYYY-MM-DD) for dated texts, else the kind itself. */
  doc: string;
  date?: string;
  /** What this version changed (dated texts). */
  note?: MessageDescriptor;
}

/** The body paragraphs of each policy (all versions share them; notes say what changed). */
export const POLICY_BODY: Record<TextKind, MessageDescriptor[]> = {
  'user-agreement': [p.ua1, p.ua2, p.ua3],
  'privacy-policy': [p.pp1, p.pp2, p.pp3],
  'membership-agreement': [p.ma1, p.ma2, p.ma3],
  'anti-abuse': [p.ab1, p.ab2, p.ab3],
  'child-sexual-abuse': [p.cs1, p.cs2, p.cs3],
  'copyright-Infringement': [p.cr1, p.cr2, p.cr3],
};

const dated = (kind: TextKind, date: string, note: MessageDescriptor): PolicyText => ({
  kind,
  doc: date,
  date,
  note,
});
const single = (kind: TextKind): PolicyText => ({ kind, doc: kind });

/** Each policy's texts, newest first (spec §2 dates). */
export const POLICY_TEXTS: Record<TextKind, PolicyText[]> = {
  'user-agreement': [single('user-agreement')],
  'privacy-policy': [
    dated('privacy-policy', '2023-11-06', p.pp20231106),
    dated('privacy-policy', '2023-10-14', p.pp20231014),
    dated('privacy-policy', '2021-11-08', p.pp20211108),
  ],
  'membership-agreement': [
    dated('membership-agreement', '2023-08-23', p.ma20230823),
    dated('membership-agreement', '2022-06-14', p.ma20220614),
  ],
  'anti-abuse': [single('anti-abuse')],
  'child-sexual-abuse': [
    dated('child-sexual-abuse', '2025-02-12', p.cs20250212),
    dated('child-sexual-abuse', '2023-05-23', p.cs20230523),
  ],
  'copyright-Infringement': [single('copyright-Infringement')],
};

export interface UpdateNotice {
  /** The `:doc` segment under `/policy/update/`. */
  doc: string;
  text: PolicyText;
}

/** Update notices: one per revised text (not first versions), newest first. */
export const UPDATE_NOTICES: UpdateNotice[] = Object.values(POLICY_TEXTS)
  .flatMap((texts) => texts.slice(0, -1).filter((t) => t.date))
  .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''))
  .map((text) => ({ doc: `${text.kind.toLowerCase()}-${text.date}`, text }));

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The canonical kind for a URL segment (matched case-insensitively), or undefined. */
export function findPolicyKind(kind: unknown): PolicyKind | undefined {
  return typeof kind === 'string' ? POLICY_KINDS.find((k) => same(k, kind)) : undefined;
}

export type PolicyView =
  | { kind: 'texts'; policy: TextKind; texts: PolicyText[] }
  | { kind: 'updates'; notices: UpdateNotice[] }
  | { kind: 'text'; text: PolicyText; current: PolicyText; isCurrent: boolean }
  | { kind: 'notice'; notice: UpdateNotice }
  | { kind: 'unknown-doc'; policy: PolicyKind }
  | { kind: 'unknown-kind' };

/** What `/policy/:kind` (doc undefined) or `/policy/:kind/:doc` shows. */
export function selectPolicy(kindParam: unknown, docParam?: unknown): PolicyView {
  const policy = findPolicyKind(kindParam);
  if (!policy) return { kind: 'unknown-kind' };
  const doc = typeof docParam === 'string' ? docParam : undefined;
  if (policy === 'update') {
    if (doc === undefined) return { kind: 'updates', notices: UPDATE_NOTICES };
    const notice = UPDATE_NOTICES.find((n) => same(n.doc, doc));
    return notice ? { kind: 'notice', notice } : { kind: 'unknown-doc', policy };
  }
  const texts = POLICY_TEXTS[policy];
  if (doc === undefined) return { kind: 'texts', policy, texts };
  const text = texts.find((t) => same(t.doc, doc));
  const current = texts[0]!;
  return text
    ? { kind: 'text', text, current, isCurrent: text === current }
    : { kind: 'unknown-doc', policy };
}
