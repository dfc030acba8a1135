import { domTestConfig } from '../../tooling/vitest.preset.ts';

export default domTestConfig({ isolate: false });
