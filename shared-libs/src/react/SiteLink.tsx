import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import type { MountProps, SitePath } from 'shared-libs';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: SitePath;
  host: Pick<MountProps, 'navigate' | 'hrefFor'>;
};

/**
 * A link to another page of the site from inside a remote: a real `<a href>` (open in new
 * tab, copy link work) whose plain click goes through the host's navigation.
 */
export function SiteLink({ to, host, onClick, ...rest }: Props) {
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
      return;
    e.preventDefault();
    host.navigate(to);
  };
  return <a {...rest} href={host.hrefFor(to)} onClick={handle} />;
}
