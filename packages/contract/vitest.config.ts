import { nodeTestConfig } from '../../tooling/vitest.preset.ts';

export default nodeTestConfig();
