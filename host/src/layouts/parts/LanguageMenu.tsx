import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { LOCALE_NAMES } from 'shared-libs';
import { LazyPart } from '../../lib/LazyPart';
import { useHost } from '../../stores/HostContext';
import { hostMessages } from '../../i18n/hostMessages';
import styles from './LanguageMenu.module.css';

/** The list of languages (LanguageList.tsx): loaded when the menu is first opened or pointed at. */
const loadLanguageList = () =>
  import(/* webpackChunkName: "host-lazy-language-list" */ './LanguageList');

export const LanguageMenu = observer(function LanguageMenu() {
  const intl = useIntl();
  const { locale, layout } = useHost();
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const open = layout.i18nMenuPopoverVisible;

  return (
    <div className={styles.menu} ref={rootRef}>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => layout.toggleI18nMenu()}
        onPointerEnter={() => void loadLanguageList()}
        onFocus={() => void loadLanguageList()}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-3a15.7 15.7 0 0 0-1.3-4A8 8 0 0 1 18.9 8ZM12 4c.8 1.1 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.9 1.9-4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4Zm.8 2h3a15.7 15.7 0 0 0 1.3 4A8 8 0 0 1 5.1 16ZM8 8H5.1a8 8 0 0 1 4.3-4A15.7 15.7 0 0 0 8 8Zm4 12c-.8-1.1-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.9-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 6a15.7 15.7 0 0 0 1.3-4h3a8 8 0 0 1-4.3 4Zm1.7-6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4Z"
          />
        </svg>
        <span className={styles.current}>{LOCALE_NAMES[locale.locale]}</span>
        <span className="visually-hidden">{intl.formatMessage(hostMessages.language)}</span>
      </button>
      {open && (
        <LazyPart
          load={loadLanguageList}
          render={({ LanguageList }) => <LanguageList id={listId} rootRef={rootRef} />}
        />
      )}
    </div>
  );
});
