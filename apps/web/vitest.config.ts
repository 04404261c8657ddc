import { webProject } from './vitest.base';

export default webProject('web');
