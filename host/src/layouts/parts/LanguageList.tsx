import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { LOCALES, LOCALE_NAMES, toLocale, type Locale } from 'shared-libs';
import { useDismiss } from '../../lib/useDismiss';
import { useHost } from '../../stores/HostContext';
import { hostMessages } from '../../i18n/hostMessages';
import { localePath } from '../../routing/localePath';
import styles from './LanguageMenu.module.css';

/** Replaces the locale prefix of the current path (switch in place, no reload). */
function switchPath(pathname: string, search: string, hash: string, to: Locale): string {
  const parts = pathname.split('/');
  const rest = toLocale(parts[1]) ? '/' + parts.slice(2).join('/') : pathname;
  return localePath(to, rest || '/') + search + hash;
}

/**
 * The open language menu's list (a lazy part of LanguageMenu): closes on a click outside the
 * menu or Escape, starts on the current language, and switches in place.
 */
export const LanguageList = observer(function LanguageList({
  id,
  rootRef,
}: {
  id: string;
  /** The whole menu (trigger and list): a click inside it does not close the list. */
  rootRef: RefObject<HTMLDivElement | null>;
}) {
  const intl = useIntl();
  const { locale, layout, analytics } = useHost();
  const navigate = useNavigate();
  const location = useLocation();

  const close = useCallback(() => layout.toggleI18nMenu(false), [layout]);
  useDismiss(rootRef, true, close);
  // Opened: the current language takes the focus.
  useEffect(() => {
    rootRef.current?.querySelector<HTMLElement>('[aria-current="true"]')?.focus();
  }, [rootRef]);

  const choose = (l: Locale) => {
    analytics.track('language_guide_switch_click', { from: locale.locale, to: l });
    layout.toggleI18nMenu(false);
    void locale.setLocale(l).then(() => {
      if (!location.pathname.toLowerCase().startsWith('/s/')) {
        navigate(switchPath(location.pathname, location.search, location.hash, l), {
          replace: true,
        });
      }
    });
  };

  return (
    <ul id={id} className={styles.list} aria-label={intl.formatMessage(hostMessages.language)}>
      {LOCALES.map((l) => (
        <li key={l}>
          <button
            type="button"
            lang={l}
            className={styles.item}
            aria-current={l === locale.locale}
            onClick={() => choose(l)}
          >
            {LOCALE_NAMES[l]}
          </button>
        </li>
      ))}
    </ul>
  );
});
