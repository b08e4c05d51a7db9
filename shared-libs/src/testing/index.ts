/** Test helpers for every workspace: `import { createFakeTransport } from 'shared-libs/testing'`. */
export { createFakeTransport, errorReply, hang, jsonReply, networkError } from './fakeTransport';
export type { FakeHandler, FakeReply, RecordedCall } from './fakeTransport';
export { createFakeClock, sequenceRandom } from './fakeClock';
export type { FakeClock } from './fakeClock';
export { createMemoryStorage } from './memoryStorage';
export { driveFile } from './driveFile';
export { createMemoryCookieJar } from './memoryCookieJar';
export type { RecordedCookie } from './memoryCookieJar';
export { resetPlatformForTests } from '../platform';
