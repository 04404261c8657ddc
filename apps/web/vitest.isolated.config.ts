import { webProject } from './vitest.base';

/** The web test files that mock modules (vi.mock), each in a fresh worker; see vitest.base.ts. */
export default webProject('web-isolated');
