import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { createStorage, type Storage } from '../lib/storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded images: DATA_DIR/uploads or S3. */
    storage: Storage;
  }
}

export interface StoragePluginOptions {
  config: Pick<AppConfig, 's3' | 'dataDir'>;
}

/** Shares one storage with every module, opened before serving; closing the app releases it. */
export const storagePlugin = fp<StoragePluginOptions>(
  async (app, { config }) => {
    const storage = createStorage(config);
    await storage.open();
    app.decorate('storage', storage);
    app.addHook('onClose', async () => storage.close());
  },
  { name: 'carta-storage' },
);
