/**
 * Every locale's platform texts in one table, for the tests and the API server's pages (which
 * need them all at once). Not in the package's entry: the browser loads one locale at a time
 * (`loadPlatformMessages`).
 */
import type { Locale } from '../i18n/locales';
import { messages as es } from './lang/es';
import { messages as id } from './lang/id';
import { messages as ja } from './lang/ja';
import { messages as ko } from './lang/ko';
import { messages as ms } from './lang/ms';
import { messages as pt } from './lang/pt';
import { messages as ru } from './lang/ru';
import { messages as uk } from './lang/uk';
import { messages as zhCN } from './lang/zh-CN';
import { messages as zhTW } from './lang/zh-TW';
import { EN_PLATFORM_MESSAGES, type PlatformMessages } from './messages';

export const PLATFORM_MESSAGES: Record<Locale, PlatformMessages> = {
  'en-US': EN_PLATFORM_MESSAGES,
  es,
  id,
  ja,
  ko,
  ms,
  pt,
  ru,
  uk,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
};
