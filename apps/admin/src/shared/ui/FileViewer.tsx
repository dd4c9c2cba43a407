import { lazy, Suspense } from 'react';
import type { ViewableFile } from './FileViewerDialog';

// The viewers (pdf.js among them) load when a file is first opened, not with the workbench.
const FileViewerDialog = lazy(() =>
  import('./FileViewerDialog').then((module) => ({ default: module.FileViewerDialog })),
);

/** The workbench's viewers for the opened one of `files`, loaded on the first opening; nothing while none is open. */
export function FileViewer({
  files,
  openedPath,
  testId,
  onClose,
}: {
  files: readonly ViewableFile[];
  openedPath: string | null;
  testId: string;
  onClose: () => void;
}) {
  if (openedPath === null) return null;
  return (
    <Suspense fallback={null}>
      <FileViewerDialog files={files} openedPath={openedPath} testId={testId} onClose={onClose} />
    </Suspense>
  );
}
