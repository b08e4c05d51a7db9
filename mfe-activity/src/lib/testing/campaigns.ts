/**
 * Test-only: the API answers the features' tests need (activity_operation as the API gives it,
 * a fake transport behind the real client). Not part of the app's bundle (imported by tests).
 */
import { configurePlatform, type ActivityCampaign, type ActivityOperation } from 'shared-libs';
import {
  createFakeTransport,
  createMemoryCookieJar,
  createMemoryStorage,
  jsonReply,
  type FakeReply,
} from 'shared-libs/testing';

export const LIVE_TYPE = 'c7e3a91f5b2d4e60';

const campaign = (id: string, status: ActivityCampaign['status']): ActivityCampaign => ({
  id,
  name: id,
  start_time: '2026-11-01T00:00:00+00:00',
  end_time: status === 'ended' ? '2026-11-30T23:59:59+00:00' : '2099-12-31T23:59:59+00:00',
  status,
  page: `/activity/${id}`,
  end_page: `/activity-end?activity=${id}`,
});

/** activity_operation with each campaign's status (default: all live). */
export function operation(
  statuses: Partial<
    Record<'black-friday' | 'christmas' | 'compensation', ActivityCampaign['status']>
  > = {},
): ActivityOperation {
  return {
    server_time: '2026-12-01T00:00:00+00:00',
    campaigns: [
      campaign('black-friday', statuses['black-friday'] ?? 'live'),
      campaign('christmas', statuses.christmas ?? 'live'),
      {
        ...campaign('compensation', statuses.compensation ?? 'live'),
        type: LIVE_TYPE,
        types: [
          {
            type: 'aliyun_accident_202409',
            days: 7,
            start_time: '2024-09-01T00:00:00+00:00',
            end_time: '2024-10-31T23:59:59+00:00',
            status: 'ended',
            end_page: '/activity-end?activity=compensation&type=aliyun_accident_202409',
          },
          {
            type: LIVE_TYPE,
            days: 5,
            start_time: '2026-11-29T00:00:00+00:00',
            end_time: '2026-12-31T00:00:00+00:00',
            status: 'live',
            end_page: `/activity-end?activity=compensation&type=${LIVE_TYPE}`,
          },
        ],
      },
    ],
  };
}

/** The platform over a fake API whose activity_operation answers `config`. */
export function fakeApi(config: FakeReply | FakeReply[] = jsonReply({ data: operation() })) {
  const transport = createFakeTransport();
  transport.on('POST', '/config/v1/activity_operation', config);
  configurePlatform({
    apiOrigins: ['https://api.test'],
    clientId: 'test',
    transport,
    storage: createMemoryStorage(),
    cookieJar: createMemoryCookieJar(),
    logger: { warn: () => {}, error: () => {} },
    sleep: async () => {},
  });
  return transport;
}
