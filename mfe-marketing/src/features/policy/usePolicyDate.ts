import { useIntl } from 'react-intl';

/** Formats a policy date (YYYY-MM-DD, a calendar day) in the visitor's locale. */
export function usePolicyDate(): (date: string) => string {
  const intl = useIntl();
  return (date) =>
    intl.formatDate(`${date}T00:00:00Z`, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
}
