import type { MouseEvent } from 'react';
import type { MountProps } from 'shared-libs';

/**
 * The click of a "Go premium" link (a real link to /drive/payment): spec §4 "jump to VIP" asks
 * the host to open the plans. A modified click, or an older host without the bus, keeps the
 * plain link.
 */
export function goPremium(props: Pick<MountProps, 'events'>, from: string) {
  return (e: MouseEvent<HTMLAnchorElement>): void => {
    if (!props.events || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    props.events.emit('jump-to-vip', { from });
  };
}
