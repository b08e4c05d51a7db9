import type { MessageDescriptor } from 'react-intl';
import { POLICY_KINDS, type PolicyKind } from 'shared-libs';
import { policyNotes as n } from './policyMessages';

export type TextKind = Exclude<PolicyKind, 'update'>;

export interface PolicyText {
  kind: TextKind;
  /** The `:doc` segment: a date (YYYY-MM-DD) for dated texts, else the kind itself. */
  doc: string;
  /** The date in the URL of a dated text (spec §2); undefined for single texts. */
  date?: string;
  /**
   * The day the text took effect. For dated texts it is their date. Single texts have no date
   * in the spec: theirs is ours, chosen to agree with what they say (the user agreement speaks
   * of region checks and the account deletion review, so it dates from the privacy policy that
   * brought them in).
   */
  effective: string;
  /**
   * The text's sections, in order, as keys of the policy's content files (`content/{locale}/
   * {kind}.json`). `name@YYYY-MM-DD` is the wording of section `name` from that version on; the
   * part before `@` is the section's anchor, the same in every version and locale.
   */
  sections: readonly string[];
  /** A one-line summary of this version (index lists, update notices); UI copy. */
  note?: MessageDescriptor;
}

/** The anchor of a section key (`collect@2023-10-14` -> `collect`). */
export const sectionAnchor = (key: string): string => key.split('@')[0]!;

const dated = (
  kind: TextKind,
  date: string,
  note: MessageDescriptor,
  sections: readonly string[],
): PolicyText => ({ kind, doc: date, date, effective: date, note, sections });

const single = (kind: TextKind, effective: string, sections: readonly string[]): PolicyText => ({
  kind,
  doc: kind,
  effective,
  sections,
});

/** Each policy's texts, newest first (spec §2 dates), with the sections of each version. */
export const POLICY_TEXTS: Record<TextKind, readonly PolicyText[]> = {
  'user-agreement': [
    single('user-agreement', '2023-11-06', [
      'about',
      'account',
      'service',
      'content',
      'sharing',
      'tasks',
      'acceptable-use',
      'premium',
      'regions',
      'termination',
      'liability',
      'changes',
      'law',
      'contact',
    ]),
  ],
  'privacy-policy': [
    dated('privacy-policy', '2023-11-06', n.pp20231106, [
      'about',
      'controller',
      'collect@2023-10-14',
      'use@2023-10-14',
      'legal-bases',
      'files',
      'sharing-data',
      'communications',
      'cookies@2023-10-14',
      'region-access',
      'retention@2023-11-06',
      'security',
      'rights@2023-11-06',
      'children',
      'transfers',
      'updates',
      'contact',
    ]),
    dated('privacy-policy', '2023-10-14', n.pp20231014, [
      'about',
      'controller',
      'collect@2023-10-14',
      'use@2023-10-14',
      'legal-bases',
      'files',
      'sharing-data',
      'communications',
      'cookies@2023-10-14',
      'region-access',
      'retention',
      'security',
      'rights',
      'transfers',
      'updates',
      'contact',
    ]),
    dated('privacy-policy', '2021-11-08', n.pp20211108, [
      'about',
      'controller',
      'collect',
      'use',
      'legal-bases',
      'files',
      'sharing-data',
      'communications',
      'cookies',
      'retention',
      'security',
      'rights',
      'transfers',
      'updates',
      'contact',
    ]),
  ],
  'membership-agreement': [
    dated('membership-agreement', '2023-08-23', n.ma20230823, [
      'about',
      'benefits',
      'plans',
      'add-ons',
      'payment',
      'account-use',
      'renewal@2023-08-23',
      'cancellation@2023-08-23',
      'refunds@2023-08-23',
      'free-days@2023-08-23',
      'after-premium',
      'termination',
      'changes',
      'contact',
    ]),
    dated('membership-agreement', '2022-06-14', n.ma20220614, [
      'about',
      'benefits',
      'plans',
      'add-ons',
      'payment',
      'account-use',
      'renewal',
      'cancellation',
      'refunds',
      'free-days',
      'after-premium',
      'termination',
      'changes',
      'contact',
    ]),
  ],
  'anti-abuse': [
    single('anti-abuse', '2023-05-23', [
      'purpose',
      'prohibited',
      'misuse',
      'detection',
      'report',
      'actions',
      'appeals',
    ]),
  ],
  'child-sexual-abuse': [
    dated('child-sexual-abuse', '2025-02-12', n.cs20250212, [
      'commitment',
      'prohibited',
      'detection@2025-02-12',
      'actions',
      'report@2025-02-12',
      'survivors',
      'appeals',
    ]),
    dated('child-sexual-abuse', '2023-05-23', n.cs20230523, [
      'commitment',
      'prohibited',
      'detection',
      'actions',
      'report',
      'appeals',
    ]),
  ],
  'copyright-Infringement': [
    single('copyright-Infringement', '2021-11-08', [
      'respect',
      'notice',
      'process',
      'counter-notice',
      'repeat-infringers',
      'misuse',
    ]),
  ],
};

/** The version a text replaced (the next older one), if any. */
export function previousText(text: PolicyText): PolicyText | undefined {
  const texts = POLICY_TEXTS[text.kind];
  return texts[texts.indexOf(text) + 1];
}

/** The version that replaced a text (the next newer one), if any. */
export function nextText(text: PolicyText): PolicyText | undefined {
  const texts = POLICY_TEXTS[text.kind];
  const i = texts.indexOf(text);
  return i > 0 ? texts[i - 1] : undefined;
}

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
  | { kind: 'texts'; policy: TextKind; texts: readonly PolicyText[] }
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
