/**
 * The release store on an S3-compatible object store (AWS S3, MinIO, R2 ...), through
 * @aws-sdk/client-s3. One PutObject writes a whole object (S3 never shows a partial one); the
 * registry's compare-and-swap is a conditional PutObject (`If-Match: <etag>`, or
 * `If-None-Match: *` for an object that must not exist yet), which S3 answers 412 when another
 * writer got there first.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import {
  checkKey,
  PreconditionFailed,
  type PutOptions,
  type Storage,
  type StoredObject,
} from './storage';

export interface S3StorageOptions {
  bucket: string;
  /** Key prefix inside the bucket (e.g. `releases/`), default none. */
  prefix?: string;
  /** Client settings: endpoint, region, credentials, forcePathStyle. */
  client?: S3ClientConfig;
}

/** The error shape the SDK throws (a ServiceException: name and HTTP status). */
interface SdkError {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}
const isSdkError = (err: unknown): err is SdkError => typeof err === 'object' && err !== null;
const statusOf = (err: unknown) => (isSdkError(err) ? err.$metadata?.httpStatusCode : undefined);

export class S3Storage implements Storage {
  readonly client: S3Client;
  readonly bucket: string;
  readonly prefix: string;
  readonly description: string;

  constructor(o: S3StorageOptions) {
    // The region from the SDK's chain (AWS_REGION ...), else us-east-1 (S3-compatible stores).
    const region =
      process.env.AWS_REGION || process.env.AWS_DEFAULT_REGION ? {} : { region: 'us-east-1' };
    this.client = new S3Client({ ...region, ...o.client });
    this.bucket = o.bucket;
    this.prefix = o.prefix ? o.prefix.replace(/\/?$/, '/') : '';
    this.description = `s3://${this.bucket}/${this.prefix}`;
  }

  private key(key: string): string {
    return this.prefix + checkKey(key);
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.key(key) }),
      );
      if (!out.Body) return null;
      const body = Buffer.from(await out.Body.transformToByteArray());
      return { body, etag: out.ETag ?? '' };
    } catch (err) {
      if (statusOf(err) === 404 || (isSdkError(err) && err.name === 'NoSuchKey')) return null;
      throw err;
    }
  }

  async put(key: string, data: Buffer | string, o: PutOptions = {}): Promise<{ etag: string }> {
    const body = Buffer.isBuffer(data) ? data : Buffer.from(data);
    try {
      const out = await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: this.key(key),
          Body: body,
          ContentType: o.contentType,
          CacheControl: o.cacheControl,
          ...(o.ifMatch === null ? { IfNoneMatch: '*' } : {}),
          ...(typeof o.ifMatch === 'string' ? { IfMatch: o.ifMatch } : {}),
        }),
      );
      return { etag: out.ETag ?? '' };
    } catch (err) {
      // 412: the condition failed; 409: a concurrent conditional write is in flight.
      const status = statusOf(err);
      if (status === 412 || status === 409) throw new PreconditionFailed(key);
      throw err;
    }
  }

  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const out = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: this.prefix + prefix,
          ContinuationToken: token,
        }),
      );
      for (const o of out.Contents ?? []) if (o.Key) keys.push(o.Key.slice(this.prefix.length));
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
  }
}
