import { defineMessages } from 'react-intl';

export const testMessages = defineMessages({
  title: { id: 'marketing.test.title', defaultMessage: 'Test page', description: 'Page title' },
  intro: {
    id: 'marketing.test.intro',
    defaultMessage: 'A page for checking that the site works.',
    description: 'Page intro',
  },
  ok: {
    id: 'marketing.test.ok',
    defaultMessage: 'The marketing module is loaded and running.',
    description: 'Status line',
  },
  locale: { id: 'marketing.test.locale', defaultMessage: 'Language', description: 'Row label' },
  device: { id: 'marketing.test.device', defaultMessage: 'Layout', description: 'Row label' },
  mobile: { id: 'marketing.test.mobile', defaultMessage: 'Mobile', description: 'Layout value' },
  desktop: { id: 'marketing.test.desktop', defaultMessage: 'Desktop', description: 'Layout value' },
  theme: { id: 'marketing.test.theme', defaultMessage: 'Theme', description: 'Row label' },
  dark: { id: 'marketing.test.dark', defaultMessage: 'Dark', description: 'Theme value' },
  light: { id: 'marketing.test.light', defaultMessage: 'Light', description: 'Theme value' },
  session: {
    id: 'marketing.test.session',
    defaultMessage: 'Signed in',
    description: 'Row label',
  },
  yes: { id: 'marketing.test.yes', defaultMessage: 'Yes', description: 'Boolean value' },
  no: { id: 'marketing.test.no', defaultMessage: 'No', description: 'Boolean value' },
});
