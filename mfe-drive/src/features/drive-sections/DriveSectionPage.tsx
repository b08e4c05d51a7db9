import { useIntl, type MessageDescriptor } from 'react-intl';
import { SITE_PATHS, sitePath, type MountProps } from 'shared-libs';
import { SiteLink, TitledPage, ui, useDocumentTitle } from 'shared-libs/react';
import { driveMessages as m } from './driveMessages';
import { DRIVE_SECTIONS, findDriveSection, type DriveSection } from './driveSections';
import styles from './DriveSectionPage.module.css';
import { AccountSection } from './account/AccountSection';
import { PaymentSection } from './payment/PaymentSection';

function SectionList({ props, items }: { props: MountProps; items: DriveSection[] }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(m.sections)}>
      <ul className={ui.cards}>
        {items.map((s) => (
          <li key={s.path}>
            <SiteLink
              host={props}
              to={sitePath.driveSection(s.path)}
              className={`${ui.card} ${styles.card}`}
            >
              <span className={styles.cardTitle}>{intl.formatMessage(s.title)}</span>
              <span className={styles.cardBody}>{intl.formatMessage(s.body)}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** `/drive/{...section}`: a titled page per drive section; unknown paths show a message. */
export function DriveSectionPage({ props }: { props: MountProps }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const section = findDriveSection(props.route.params.section);
  const title = section ? t(section.title) : t(m.notFoundTitle);
  useDocumentTitle(props, title);

  if (!section) {
    return (
      <TitledPage title={title} intro={t(m.notFoundBody)}>
        <SectionList props={props} items={DRIVE_SECTIONS} />
      </TitledPage>
    );
  }

  const signedInAs: MessageDescriptor = m.signedInAs;
  const user = props.session.signedIn ? props.session.user : null;
  return (
    <TitledPage title={title} intro={t(section.body)}>
      {section.kind === 'login' &&
        (props.session.signedIn ? (
          <>
            <p className={ui.notice}>
              {intl.formatMessage(signedInAs, {
                name: user?.username || user?.email || user?.userId || '',
              })}
            </p>
            <SiteLink host={props} to={SITE_PATHS.driveAll} className={ui.button}>
              {t(m.openAll)}
            </SiteLink>
          </>
        ) : (
          <button
            type="button"
            className={ui.button}
            onClick={() => void props.requireLogin('drive_login')}
          >
            {t(m.signIn)}
          </button>
        ))}
      {section.kind === 'payment' && (
        <PaymentSection
          props={props}
          section={section}
          others={
            <SectionList
              props={props}
              items={DRIVE_SECTIONS.filter((s) => s.kind === 'payment' && s !== section)}
            />
          }
        />
      )}
      {section.kind === 'account' && <AccountSection props={props} />}
      {section.kind === 'feedback' && (
        <SiteLink host={props} to={SITE_PATHS.contactUs} className={ui.button}>
          {t(m.writeToUs)}
        </SiteLink>
      )}
    </TitledPage>
  );
}
