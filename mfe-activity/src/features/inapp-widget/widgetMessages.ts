import { defineMessages } from 'react-intl';

export const widgetMessages = defineMessages({
  title: {
    id: 'activity.page.inapp-widget',
    defaultMessage: 'Cumulus widget',
    description: 'Page title',
  },
  hello: {
    id: 'activity.widget.hello',
    defaultMessage: 'Hi, {name}',
    description: 'Greeting of a signed-in user',
  },
  premiumUntil: {
    id: 'activity.widget.premiumUntil',
    defaultMessage: 'Premium until {date}',
    description: 'Premium status',
  },
  premium: { id: 'activity.widget.premium', defaultMessage: 'Premium', description: 'Status' },
  free: { id: 'activity.widget.free', defaultMessage: 'Free plan', description: 'Status' },
  guest: {
    id: 'activity.widget.guest',
    defaultMessage: 'Sign in to see your drive and rewards.',
    description: 'Text for visitors',
  },
  signIn: { id: 'activity.widget.signIn', defaultMessage: 'Sign in', description: 'Button' },
  drive: { id: 'activity.widget.drive', defaultMessage: 'My drive', description: 'Quick link' },
  checkIn: {
    id: 'activity.widget.checkIn',
    defaultMessage: 'Check in',
    description: 'Quick link',
  },
  upgrade: {
    id: 'activity.widget.upgrade',
    defaultMessage: 'Go premium',
    description: 'Quick link',
  },
  quickLinks: {
    id: 'activity.widget.quickLinks',
    defaultMessage: 'Quick links',
    description: 'Accessible name of the quick links',
  },
});
