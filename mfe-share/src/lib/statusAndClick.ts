import type { AnalyticsQueue, EventBus } from 'shared-libs';

/**
 * Spec §4 "status and click": the share page tells the other parts each share status it reads
 * (the moment it measures `share_page_show`) and each of its actions clicked (`share_page_click`,
 * with the status last read). One place, so the bus and the measurements cannot disagree.
 */
export function withStatusAndClick(
  analytics: AnalyticsQueue,
  events: Pick<EventBus, 'emit'> | undefined,
): AnalyticsQueue {
  if (!events) return analytics;
  let status = '';
  return {
    trackLogin: (action, params) => analytics.trackLogin(action, params),
    track(event, params) {
      analytics.track(event, params);
      if (event === 'share_page_show') {
        status = typeof params?.status === 'string' ? params.status : '';
        events.emit('status-and-click', { status });
      } else if (event === 'share_page_click') {
        const action = typeof params?.action === 'string' ? params.action : undefined;
        events.emit('status-and-click', { status, ...(action ? { action } : {}) });
      }
    },
  };
}
