/** The part of s3rver's API (3.x, no types of its own) the tests use. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface Context {
    method: string;
    path: string;
    get(header: string): string;
    status: number;
    body: unknown;
    type: string;
  }
  type Middleware = (ctx: Context, next: () => Promise<void>) => Promise<void>;

  interface Options {
    port?: number;
    address?: string;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options: Options);
    /** Koa's middleware stack (s3rver is a Koa application). */
    middleware: Middleware[];
    store: { getMetadata(bucket: string, key: string): Promise<{ etag: string }> };
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
