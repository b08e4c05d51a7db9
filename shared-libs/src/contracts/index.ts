/**
 * `shared-libs/contracts`: the facts both sides of the wire share, safe to import from Node
 * (infra) and from the browser (type-only or tiny constants): the locales, the host-remote
 * contract version. Nothing here may import the DOM, React or the HTTP client.
 */
export {
  LOCALES,
  DEFAULT_LOCALE,
  LOCALE_NAMES,
  isLocale,
  toLocale,
  matchLocale,
  type Locale,
} from '../i18n/locales';
export { CONTRACT_VERSION } from './host-remote';
