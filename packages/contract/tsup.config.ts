import { defineConfig } from 'tsup';
import { packagePreset } from '../../tooling/tsup.preset.ts';

// `sanitize` is its own entry so that @telehealth/ui takes the rich-text policy without the schemas.
export default defineConfig(packagePreset({ entry: { index: 'src/index.ts', sanitize: 'src/sanitize.ts' } }));
