import { useIntl, type MessageDescriptor } from 'react-intl';
import { ui } from 'shared-libs/react';

/** A headed list of short feature sentences. */
export function FeatureList({ heading, items }: { heading: string; items: MessageDescriptor[] }) {
  const intl = useIntl();
  return (
    <section className={ui.section}>
      <h2 className={ui.sectionTitle}>{heading}</h2>
      <ul className={ui.steps}>
        {items.map((d) => (
          <li key={d.id}>{intl.formatMessage(d)}</li>
        ))}
      </ul>
    </section>
  );
}
