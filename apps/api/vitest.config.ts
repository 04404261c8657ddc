import { apiProject } from './vitest.base';

export default apiProject('api', './test/helpers/pglite-setup.ts');
