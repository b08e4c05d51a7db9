/** A standard address pattern (spec §5: e-mail format check): local@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

export const SUPPORT_ADDRESS = 'support@cumulus.example';

export interface ContactDraft {
  email: string;
  topic: string;
  message: string;
}

export type ContactErrors = Partial<
  Record<'email' | 'message', 'emailRequired' | 'emailInvalid' | 'messageRequired'>
>;

export function validateContact(draft: ContactDraft): ContactErrors {
  const errors: ContactErrors = {};
  const email = draft.email.trim();
  if (!email) errors.email = 'emailRequired';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'emailInvalid';
  if (!draft.message.trim()) errors.message = 'messageRequired';
  return errors;
}

/** The mailto: URL of the prepared email (nothing is sent by the page itself). */
export function mailtoFor(draft: ContactDraft, subject: string): string {
  const body = `${draft.message.trim()}\n\n— ${draft.email.trim()}`;
  return `mailto:${SUPPORT_ADDRESS}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
