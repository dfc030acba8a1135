import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../config';
import { loadS3Sdk, S3Storage } from '../storage/s3';

/** s3rver accepts any key pair; these are the ones its documentation uses. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface SeenS3Request {
  method: string;
  /** The object key, without the bucket (path-style requests). */
  key: string;
  headers: IncomingHttpHeaders;
}

export interface TestS3 {
  bucket: string;
  endpoint: string;
  /** The server's S3 settings, as loadConfig reads them from S3_*. */
  config: S3Config;
  /**
   * The environment for a server process of its own (the two-instance tests): S3_* and the SDK's credential
   * variables. Two processes given this share one bucket, so a file uploaded through one downloads through the other.
   */
  env: Record<string, string>;
  /** A new S3 driver on this bucket (or another, to see a missing bucket); the caller closes it. */
  storage(overrides?: Partial<S3Config>): S3Storage;
  /** Every request s3rver received, oldest first. */
  requests: SeenS3Request[];
  /** Refuses the requests the predicate picks with 403 AccessDenied (no retry), until called with null. */
  failWhen(predicate: ((request: SeenS3Request) => boolean) | null): void;
  close(): Promise<void>;
}

/**
 * s3rver (an S3-compatible server on local disk) on a free port of 127.0.0.1, with its own temporary folder and one
 * empty bucket. It accepts and ignores server-side encryption headers (it stores files unencrypted, and its answers
 * carry no `x-amz-server-side-encryption`): tests check the header on the request it received instead.
 */
export async function startTestS3(bucket = 'telehealth-test-files'): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'telehealth-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const requests: SeenS3Request[] = [];
  let failing: ((request: SeenS3Request) => boolean) | null = null;

  // In front of s3rver's own handler: record each request, and refuse the ones a test asks to.
  const [handle] = server.httpServer.listeners('request') as ((
    req: IncomingMessage,
    res: ServerResponse,
  ) => void)[];
  if (!handle) throw new Error('s3rver has no request handler');
  server.httpServer.removeAllListeners('request');
  server.httpServer.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const pathname = new URL(req.url ?? '/', endpoint).pathname;
    const prefix = `/${bucket}/`;
    const seen: SeenS3Request = {
      method: req.method ?? '',
      key: pathname.startsWith(prefix) ? decodeURIComponent(pathname.slice(prefix.length)) : '',
      headers: req.headers,
    };
    requests.push(seen);
    if (failing?.(seen)) {
      req.resume();
      res.writeHead(403, { 'content-type': 'application/xml' });
      res.end(
        '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>',
      );
      return;
    }
    handle(req, res);
  });

  const config: S3Config = { bucket, endpoint, region: 'us-east-1', forcePathStyle: true };
  const sdk = await loadS3Sdk();
  return {
    bucket,
    endpoint,
    config,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: '1',
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    },
    storage: (overrides = {}) =>
      new S3Storage({ ...config, ...overrides, credentials: S3RVER_CREDENTIALS }, sdk),
    requests,
    failWhen(predicate) {
      failing = predicate;
    },
    async close() {
      server.httpServer.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
