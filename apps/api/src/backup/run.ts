// Entry of `npm run backup` and `npm run restore` (bundled as dist/backup.js).
import { main } from './cli';

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
