import { defineConfig } from 'tsup';
import { packagePreset } from '../../tooling/tsup.preset.ts';

export default defineConfig(
  packagePreset({
    external: ['react', 'react/jsx-runtime', 'swr', 'swr/mutation', /^@telehealth\//],
  }),
);
