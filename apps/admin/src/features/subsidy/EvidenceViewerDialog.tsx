import { FileViewer } from '#shared/ui/FileViewer.tsx';
import { evidenceUrl } from './evidence-url';

export interface EvidenceFile {
  path: string;
  originalName: string;
  kind: string;
}

/** The workbench's viewers for a claim's evidence: its images one by one, or the PDF opened; none while closed. */
export function EvidenceViewerDialog(props: {
  claimId: string;
  files: readonly EvidenceFile[];
  openedPath: string | null;
  onClose: () => void;
}) {
  const files = props.files.map((file) => ({
    path: file.path,
    title: file.originalName,
    src: evidenceUrl(props.claimId, file.path),
    kind: file.kind,
  }));
  return <FileViewer files={files} openedPath={props.openedPath} testId="evidence-viewer" onClose={props.onClose} />;
}
