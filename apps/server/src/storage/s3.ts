import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { ConfigError, type S3Config } from '../config';
import {
  assertStorageKey,
  type FileSource,
  type FileStorage,
  type PutOptions,
  type StorageLog,
  type StoredObject,
} from './storage';

/** The AWS SDK's S3 module, imported only when a bucket is configured: it takes most of a second to load. */
export type S3Sdk = typeof import('@aws-sdk/client-s3');
export const loadS3Sdk = (): Promise<S3Sdk> => import('@aws-sdk/client-s3');

export interface S3StorageOptions extends S3Config {
  /** Explicit keys (tests against s3rver); otherwise the SDK's default chain (environment, profile, instance role). */
  credentials?: S3ClientConfig['credentials'];
  /** Where the SDK's own warnings go (the app's logger); dropped when absent. Its info lines are never kept. */
  log?: StorageLog;
}

/**
 * Files in a private S3-compatible bucket (AWS S3, Cloudflare R2, MinIO). Every write asks for server-side
 * encryption (SSE-S3, AES256). Downloads go through the server (see README "Files and object storage"), so the
 * bucket needs no public access and no CORS.
 */
export class S3Storage implements FileStorage {
  readonly driver = 's3' as const;
  readonly bucket: string;
  private readonly client: S3Client;

  constructor(
    options: S3StorageOptions,
    private readonly sdk: S3Sdk,
  ) {
    this.bucket = options.bucket;
    this.client = new sdk.S3Client({
      ...(options.region ? { region: options.region } : {}),
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle,
      ...(options.credentials ? { credentials: options.credentials } : {}),
      // Checksums only where the API requires them: the default (CRC32 on every upload) sends streamed bodies as
      // `aws-chunked`, which S3-compatible servers such as s3rver store verbatim, frame headers and all.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // Without a logger the SDK writes some warnings to the console; its debug and info lines describe every call.
      logger: {
        trace() {},
        debug() {},
        info() {},
        warn: (...details: unknown[]) =>
          options.log?.warn({ details: details.map(String) }, 'S3 client warning'),
        error: (...details: unknown[]) =>
          options.log?.warn({ details: details.map(String) }, 'S3 client error'),
      },
    });
  }

  /** Fails with a clear message when neither S3_REGION nor the SDK's chain (AWS_REGION, a profile) names a region. */
  async checkRegion(): Promise<string> {
    try {
      return await this.client.config.region();
    } catch {
      throw new ConfigError('S3_BUCKET is set but no region is: set S3_REGION (or AWS_REGION)');
    }
  }

  async put(key: string, source: FileSource, options: PutOptions): Promise<void> {
    const command = {
      Bucket: this.bucket,
      Key: assertStorageKey(key),
      ContentType: options.contentType,
      ServerSideEncryption: 'AES256',
    } as const;
    if ('bytes' in source) {
      await this.client.send(new this.sdk.PutObjectCommand({ ...command, Body: source.bytes }));
      return;
    }
    // Opened first, so a missing file fails here rather than midway through the request.
    const file = await open(source.path, 'r');
    try {
      await this.client.send(
        new this.sdk.PutObjectCommand({
          ...command,
          Body: file.createReadStream(),
          ContentLength: source.size,
        }),
      );
    } finally {
      await file.close().catch(() => {});
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const found = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: assertStorageKey(key) }),
      );
      if (!(found.Body instanceof Readable)) throw new Error('the S3 client answered without a stream');
      return { body: found.Body, size: found.ContentLength ?? 0 };
    } catch (error) {
      // Only a missing key: a missing bucket is a fault to report, not a file that was never uploaded.
      if (error instanceof this.sdk.S3ServiceException && error.name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: assertStorageKey(key) }),
    );
  }

  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new this.sdk.ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
