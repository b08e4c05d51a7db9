import { defineMessages } from 'react-intl';

export const helpMessages = defineMessages({
  title: {
    id: 'marketing.help.title',
    defaultMessage: 'How to save shared files',
    description: 'Page title',
  },
  intro: {
    id: 'marketing.help.intro',
    defaultMessage:
      'Copy a link, share from another app, or send it to our Telegram bot: three ways to save anything to your drive.',
    description: 'Page intro',
  },
  onThisPage: {
    id: 'marketing.help.onThisPage',
    defaultMessage: 'On this page',
    description: 'Label of the in-page navigation',
  },
  copyTitle: {
    id: 'marketing.help.copyTitle',
    defaultMessage: 'Copy a link',
    description: 'Section title (help#copy-link)',
  },
  copy1: {
    id: 'marketing.help.copy1',
    defaultMessage: 'Copy a Cumulus share link from a chat, a post or an email.',
    description: 'Step',
  },
  copy2: {
    id: 'marketing.help.copy2',
    defaultMessage: 'Open the Cumulus app: it offers to open the copied link.',
    description: 'Step',
  },
  copy3: {
    id: 'marketing.help.copy3',
    defaultMessage: 'Enter the passcode if asked, then tap Save to my drive.',
    description: 'Step',
  },
  shareTitle: {
    id: 'marketing.help.shareTitle',
    defaultMessage: 'Share from another app',
    description: 'Section title (help#system-share)',
  },
  share1: {
    id: 'marketing.help.share1',
    defaultMessage: 'In any app, tap its Share button on a link or a file.',
    description: 'Step',
  },
  share2: {
    id: 'marketing.help.share2',
    defaultMessage: 'Choose Cumulus in the share sheet (on iPhone, look under More).',
    description: 'Step',
  },
  share3: {
    id: 'marketing.help.share3',
    defaultMessage: 'Pick a folder and confirm. Saving continues in the background.',
    description: 'Step',
  },
  botTitle: {
    id: 'marketing.help.botTitle',
    defaultMessage: 'Send it to our Telegram bot',
    description: 'Section title (help#telegram-bot)',
  },
  bot1: {
    id: 'marketing.help.bot1',
    defaultMessage: 'In Telegram, search for the official Cumulus bot and press Start.',
    description: 'Step',
  },
  bot2: {
    id: 'marketing.help.bot2',
    defaultMessage: 'Link the bot to your account with the code shown in the Cumulus app.',
    description: 'Step',
  },
  bot3: {
    id: 'marketing.help.bot3',
    defaultMessage: 'Forward links or files to the bot; it saves them to your drive.',
    description: 'Step',
  },
  more: {
    id: 'marketing.help.more',
    defaultMessage: 'More guides in the help center',
    description: 'Link to the help center',
  },
});
