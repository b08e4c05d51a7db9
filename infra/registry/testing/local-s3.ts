/**
 * A local S3-compatible server for the tests: s3rver (npm), started on a free port over a
 * temporary folder, with one bucket.
 *
 * s3rver 3.7 predates S3's conditional writes (2024) and writes an object in place while it
 * streams it in. The store relies on two guarantees real S3 (and MinIO) give: a PutObject
 * becomes visible whole, and `If-Match` / `If-None-Match: *` on PutObject answer 412 when the
 * object changed. A small middleware in front of s3rver's routes gives it both: requests to one
 * key are served one at a time, and a conditional PutObject is checked against the object's
 * current ETag first. Everything else is s3rver's own S3 API.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { S3Storage } from '../s3-storage';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  storage(prefix?: string): S3Storage;
  stop(): Promise<void>;
}

const unquote = (s: string) => s.replace(/^W\//, '').replace(/"/g, '');

export async function startLocalS3(bucket = 'releases'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'cumulus-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  /** Per key: the tail of the queue of requests to it. */
  const queues = new Map<string, Promise<void>>();
  server.middleware.unshift(async (ctx, next) => {
    const m = /^\/([^/]+)\/(.+)$/.exec(ctx.path);
    if (!m?.[1] || !m[2]) return next();
    const [, b, rawKey] = m;
    const key = decodeURIComponent(rawKey);
    const id = `${b}/${key}`;
    const before = queues.get(id) ?? Promise.resolve();
    let done = () => {};
    const mine = new Promise<void>((resolve) => (done = resolve));
    const tail = before.then(() => mine);
    queues.set(id, tail);
    await before;
    try {
      const ifMatch = ctx.get('if-match');
      const ifNoneMatch = ctx.get('if-none-match');
      if (ctx.method === 'PUT' && (ifMatch || ifNoneMatch === '*')) {
        const current = await server.store.getMetadata(b, key).then(
          (meta) => unquote(meta.etag),
          () => null,
        );
        const ok = ifMatch ? current !== null && current === unquote(ifMatch) : current === null;
        if (!ok) {
          ctx.status = 412;
          ctx.type = 'application/xml';
          ctx.body =
            '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>PreconditionFailed</Code><Message>At least one of the pre-conditions you specified did not hold</Message></Error>';
          return;
        }
      }
      await next();
    } finally {
      done();
      if (queues.get(id) === tail) queues.delete(id);
    }
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    storage: (prefix) =>
      new S3Storage({
        bucket,
        prefix,
        client: {
          endpoint,
          forcePathStyle: true,
          region: 'us-east-1',
          credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        },
      }),
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
