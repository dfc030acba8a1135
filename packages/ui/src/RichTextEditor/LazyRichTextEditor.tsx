import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './RichTextEditor';
// Static on purpose: the editor's styles then ship in the package's one stylesheet with the rest.
import * as styles from './RichTextEditor.css';

// A separate chunk: ProseMirror and tiptap load only when an editor is first shown.
const RichTextEditorChunk = lazy(() =>
  import('./RichTextEditor').then((module) => ({ default: module.RichTextEditor })),
);

export interface LazyRichTextEditorProps extends RichTextEditorProps {
  /** Announced (politely) while the editor's code loads. */
  loadingLabel?: string;
}

/** A block of the editor's size that says the editor is loading. */
function EditorSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className={styles.skeleton}>
      {label}
    </div>
  );
}

/**
 * RichTextEditor, loaded on demand: the main `@telehealth/ui` bundle holds only this wrapper, and
 * the editor's code arrives when it first renders, with a 'Loading editor' placeholder meanwhile.
 */
export function LazyRichTextEditor({ loadingLabel = 'Loading editor', ...props }: LazyRichTextEditorProps) {
  return (
    <Suspense fallback={<EditorSkeleton label={loadingLabel} />}>
      <RichTextEditorChunk {...props} />
    </Suspense>
  );
}
