import { createIntl } from 'react-intl';
import type { DriveFile } from 'shared-libs';
import { daysLeft, itemNote, pathText } from './itemPlace';

const intl = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });
const DAY = 86_400_000;
const file = (extra: Partial<DriveFile> = {}) =>
  ({ id: 'f', name: 'a.txt', ...extra }) as DriveFile;

describe('where an item is, and its days in the trash', () => {
  it('reads a path from the root down', () => {
    expect(pathText([], 'My drive')).toBe('My drive');
    expect(
      pathText(
        [
          { id: 'a', name: 'Pictures' },
          { id: 'b', name: '2023' },
        ],
        'My drive',
      ),
    ).toBe('My drive › Pictures › 2023');
  });

  it('counts the days left, a started day as one, never below zero', () => {
    const now = Date.parse('2026-11-28T10:00:00Z');
    expect(daysLeft(file({ delete_time: new Date(now + 29.5 * DAY).toISOString() }), now)).toBe(30);
    expect(daysLeft(file({ delete_time: new Date(now + 3600_000).toISOString() }), now)).toBe(1);
    expect(daysLeft(file({ delete_time: new Date(now - DAY).toISOString() }), now)).toBe(0);
    // Without a delete time: the retention from the trashing date.
    expect(daysLeft(file({ trashed_time: new Date(now - 2 * DAY).toISOString() }), now)).toBe(28);
    expect(daysLeft(file(), now)).toBeUndefined();
  });

  it('says where a starred or found item is, and a trashed one’s date, days and origin', () => {
    const pics = [{ id: 'p', name: 'Pictures' }];
    expect(itemNote(intl, file(), pics, { trash: false, root: 'My drive' })).toBe('in Pictures');
    expect(itemNote(intl, file(), [], { trash: false, root: 'My drive' })).toBe('in My drive');
    expect(itemNote(intl, file(), undefined, { trash: false, root: 'My drive' })).toBe('');
    const now = Date.parse('2026-11-28T10:00:00Z');
    const trashed = file({
      trashed_time: '2026-11-26T10:00:00Z',
      delete_time: new Date(Date.parse('2026-11-26T10:00:00Z') + 30 * DAY).toISOString(),
    });
    expect(itemNote(intl, trashed, pics, { trash: true, root: 'My drive', now })).toBe(
      '28 days left · from Pictures · Deleted Nov 26, 2026',
    );
  });
});
