import { FileViewerDialog } from '#shared/ui/FileViewerDialog.tsx';
import { evidenceUrl } from './evidence-url';

export interface EvidenceFile {
  path: string;
  originalName: string;
  kind: string;
}

/** The workbench's viewers for a claim's evidence: its images one by one, or the PDF opened. */
export function EvidenceViewerDialog(props: {
  claimId: string;
  files: readonly EvidenceFile[];
  openedPath: string;
  onClose: () => void;
}) {
  const files = props.files.map((file) => ({
    path: file.path,
    title: file.originalName,
    src: evidenceUrl(props.claimId, file.path),
    kind: file.kind,
  }));
  return (
    <FileViewerDialog files={files} openedPath={props.openedPath} testId="evidence-viewer" onClose={props.onClose} />
  );
}
