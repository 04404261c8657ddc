import type { Database } from '../../db/client';
import { httpError } from '../../lib/http-errors';
import { createFilesRepository } from './files.repository';

/**
 * An entity may only reference an image its owner uploaded: otherwise 400 with a
 * message on `field` ('logo', 'image'). Call it inside the write's transaction.
 */
export async function assertOwnFile(
  db: Database,
  accountId: string,
  fileName: string,
  field: string,
): Promise<void> {
  if (!(await createFilesRepository(db).isOwnedBy(fileName, accountId))) {
    throw httpError(400, 'formInvalid', { fields: { [field]: 'fileNotYours' } });
  }
}
