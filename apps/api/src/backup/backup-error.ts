/** A failure the backup and restore commands explain in one message (no stack trace). */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
