import { useIntl, type MessageDescriptor } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { useHost } from '../../stores/HostContext';
import styles from './SideNav.module.css';

export interface SideNavItem {
  path: string;
  label: MessageDescriptor;
}

/** A vertical navigation list (drive sidebar, policy index). */
export function SideNav({
  label,
  items,
  id,
  onNavigate,
  mobile = 'row',
}: {
  label: MessageDescriptor;
  items: SideNavItem[];
  id?: string;
  onNavigate?: () => void;
  /** On mobile: a scrolling row (policy index) or the vertical list of a drawer (drive). */
  mobile?: 'row' | 'column';
}) {
  const intl = useIntl();
  const { analytics } = useHost();
  return (
    <nav
      className={styles.side}
      data-mobile={mobile}
      aria-label={intl.formatMessage(label)}
      id={id}
    >
      <ul>
        {items.map((item) => (
          <li key={item.path}>
            <NavLink
              to={item.path}
              className={styles.link}
              onClick={() => {
                analytics.track('sidebar_click', { item: item.path });
                onNavigate?.();
              }}
            >
              {intl.formatMessage(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
