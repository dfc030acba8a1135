import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { packagePreset } from '../../tooling/tsup.preset.ts';

export default defineConfig(
  packagePreset({
    // Short class names keep the published CSS small; Storybook and tests keep the readable debug names.
    esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
    // The rich-text editor has its own entry, so that tiptap and ProseMirror stay out of index.js.
    entry: {
      index: 'src/index.ts',
      'rich-text-editor': 'src/RichTextEditor/index.ts',
      // The calendar (react-day-picker, date-fns and its time zones) and the signature pad (signature_pad) have
      // entries of their own too, each with its stylesheet beside it: no page that lacks them pays for them.
      calendar: 'src/Calendar/index.ts',
      'signature-pad': 'src/SignaturePad/index.ts',
      // recharts (with d3 and redux) likewise: only the admin's dashboard and reports draw charts.
      charts: 'src/Charts/index.ts',
      // The raw token values, without React or CSS: for build tools (apps/web paints its header from them).
      tokens: 'src/theme/tokens.ts',
    },
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    // Code splitting puts the editor in a chunk of its own, shared by that entry and the dynamic
    // import of LazyRichTextEditor. All styles still reach dist/index.css: LazyRichTextEditor
    // imports the editor's stylesheet statically.
    splitting: true,
    // Unminified, esbuild prefixes each vanilla-extract file's CSS with a comment holding its whole
    // source path (tens of kilobytes); minifying drops them. Source maps keep both files debuggable.
    minify: true,
  }),
);
