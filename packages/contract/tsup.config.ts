import { defineConfig } from 'tsup';
import { packagePreset } from '../../tooling/tsup.preset.ts';

export default defineConfig(packagePreset());
