// Publishes the built Storybook to Chromatic for visual review, only when a project token is set.
// Chromatic's service is unreachable from CI and development machines here, so without a token
// this is a no-op that succeeds.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN is not set: skipping the Chromatic upload.');
  process.exit(0);
}

const result = spawnSync('npx', ['chromatic', '--config-file', 'chromatic.config.json'], {
  stdio: 'inherit',
  env: process.env,
});
process.exit(result.status ?? 1);
