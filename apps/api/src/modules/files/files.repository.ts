import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files } from '../../db/schema';

export type FileRow = typeof files.$inferSelect;
export type NewFile = Pick<
  typeof files.$inferInsert,
  'name' | 'ownerId' | 'contentType' | 'size' | 'width' | 'height'
>;

export function createFilesRepository(db: Database) {
  return {
    async insert(file: NewFile): Promise<FileRow> {
      const [row] = await db.insert(files).values(file).returning();
      return row!;
    },

    async isOwnedBy(name: string, ownerId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.name, name), eq(files.ownerId, ownerId)))
        .limit(1);
      return row !== undefined;
    },
  };
}
