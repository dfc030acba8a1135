import path from 'node:path';
import type { Config } from '../config';
import { LocalStorage } from './local';
import { loadS3Sdk, S3Storage, type S3StorageOptions } from './s3';
import type { FileStorage } from './storage';

export { LocalStorage } from './local';
export { S3Storage, type S3StorageOptions } from './s3';
export * from './storage';

/** The folder the local driver keeps files in: where uploads have always been. */
export const localStorageRoot = (dataDir: string) => path.join(dataDir, 'uploads');

/**
 * The configured driver: the bucket named by S3_BUCKET, or DATA_DIR/uploads. Every process given the same S3_*
 * settings (and credentials) sees the same files, which is what lets several instances serve one clinic.
 */
export async function createStorage(
  config: Pick<Config, 'dataDir' | 's3'>,
  options: Pick<S3StorageOptions, 'credentials' | 'log'> = {},
): Promise<FileStorage> {
  if (!config.s3) return new LocalStorage(localStorageRoot(config.dataDir));
  // The SDK is loaded only when S3_BUCKET asks for it: it takes most of a second to import.
  const storage = new S3Storage({ ...config.s3, ...options }, await loadS3Sdk());
  try {
    await storage.checkRegion();
  } catch (error) {
    await storage.close();
    throw error;
  }
  return storage;
}
