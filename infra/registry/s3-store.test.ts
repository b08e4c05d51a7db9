/**
 * The release store on S3, against a local S3-compatible server this test starts and stops
 * (s3rver, testing/local-s3.ts).
 */
import { PreconditionFailed } from './storage';
import { startLocalS3, type LocalS3 } from './testing/local-s3';
import { storeSuite } from './testing/store-suite';

let s3: LocalS3;
let n = 0;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(() => s3.stop());

describe('release store on S3 (local s3rver)', () => {
  // Each test in its own prefix of the one bucket.
  storeSuite(() => s3.storage(`t${++n}`));
});

describe('S3Storage', () => {
  it('conditional PutObject: If-None-Match for a new object, If-Match for a change', async () => {
    const s = s3.storage('cas');
    const { etag } = await s.put('registry.json', '1', { ifMatch: null });
    await expect(s.put('registry.json', '2', { ifMatch: null })).rejects.toThrow(
      PreconditionFailed,
    );
    await expect(s.put('registry.json', '2', { ifMatch: '"0000"' })).rejects.toThrow(
      PreconditionFailed,
    );
    await s.put('registry.json', '2', { ifMatch: etag });
    expect((await s.get('registry.json'))?.body.toString()).toBe('2');
    expect(await s.get('missing.json')).toBeNull();
    expect(await s.list('')).toEqual(['registry.json']);
  });
});
