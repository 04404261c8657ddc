import { join } from 'node:path';
import type { AppConfig } from '../../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './types';

export { createLocalStorage, removeStaleTemporaryFiles } from './local-storage';
export { createS3Storage } from './s3-storage';
export * from './types';

/** S3-compatible storage when S3_BUCKET is set, else DATA_DIR/uploads. */
export function createStorage(config: Pick<AppConfig, 's3' | 'dataDir'>): Storage {
  return config.s3
    ? createS3Storage(config.s3)
    : createLocalStorage(join(config.dataDir, 'uploads'));
}
