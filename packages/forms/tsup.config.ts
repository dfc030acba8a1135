import { defineConfig } from 'tsup';
import { packagePreset } from '../../tooling/tsup.preset.ts';

export default defineConfig(
  packagePreset({
    external: ['react', 'react-dom', 'react/jsx-runtime', '@telehealth/ui', '@telehealth/contract'],
  }),
);
