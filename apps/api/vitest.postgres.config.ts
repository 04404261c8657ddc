import { apiProject } from './vitest.base';

/** Listed by the root config only when TEST_DATABASE_URL is set. */
export default apiProject('api-postgres', './test/helpers/postgres-setup.ts');
