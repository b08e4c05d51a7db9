import { isEmail } from 'shared-libs';

export interface ContactDraft {
  email: string;
  topic: string;
  message: string;
  /** ISO 3166-1 alpha-2 code of the visitor's country or region; '' when not chosen. */
  country: string;
}

export type ContactErrors = Partial<
  Record<'email' | 'message', 'emailRequired' | 'emailInvalid' | 'messageRequired'>
>;

export function validateContact(draft: ContactDraft): ContactErrors {
  const errors: ContactErrors = {};
  const email = draft.email.trim();
  if (!email) errors.email = 'emailRequired';
  // The one address check of the product (spec §5), the same the API's pages use (issue 32).
  else if (!isEmail(email)) errors.email = 'emailInvalid';
  if (!draft.message.trim()) errors.message = 'messageRequired';
  return errors;
}

/**
 * The mailto: URL of the prepared email to `address` (nothing is sent by the page itself):
 * the message, the visitor's address, and `countryLine` (the country or region, said in the
 * visitor's language) when there is one.
 */
export function mailtoFor(
  draft: ContactDraft,
  subject: string,
  address: string,
  countryLine = '',
): string {
  const signature = [`— ${draft.email.trim()}`, countryLine].filter(Boolean).join('\n');
  const body = `${draft.message.trim()}\n\n${signature}`;
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
