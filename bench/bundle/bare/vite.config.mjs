import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The same Vite, plugin and target as apps/web, nothing else.
export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    outDir: '../../results/bare-dist',
    emptyOutDir: true,
  },
});
