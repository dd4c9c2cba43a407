import { Text } from '@chakra-ui/react';
import { DialogFrame } from '@sme/ui/dialog';
import { useImageViewer, usePdfViewer } from '@sme/ui/viewers';
import type { ReactNode } from 'react';
import { evidenceUrl, evidenceViewer } from './evidence-url';

export interface EvidenceFile {
  path: string;
  originalName: string;
  kind: string;
}

interface ViewerProps {
  claimId: string;
  files: readonly EvidenceFile[];
  openedPath: string;
  onClose: () => void;
}

/** The workbench's viewers for a claim's evidence: its images one by one, or the PDF opened. */
export function EvidenceViewerDialog(props: ViewerProps) {
  const opened = props.files.find((file) => file.path === props.openedPath);
  if (!opened) return null;
  return evidenceViewer(opened.kind) === 'pdf' ? <PdfDialog {...props} file={opened} /> : <ImageDialog {...props} />;
}

function Frame({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <DialogFrame
      title={<span data-testid="viewer-title">{title}</span>}
      width="min(64rem, 100vw)"
      testId="evidence-viewer"
      closeButton
      onClose={onClose}
    >
      {children}
    </DialogFrame>
  );
}

function ImageDialog({ claimId, files, openedPath, onClose }: ViewerProps) {
  const images = files
    .filter((file) => evidenceViewer(file.kind) === 'image')
    .map((file) => ({ path: file.path, src: evidenceUrl(claimId, file.path), title: file.originalName }));
  const viewer = useImageViewer(
    images,
    Math.max(
      0,
      images.findIndex((image) => image.path === openedPath),
    ),
  );
  return (
    <Frame title={viewer.item?.title ?? '图片预览'} onClose={onClose}>
      {viewer.toolbar}
      {viewer.image}
    </Frame>
  );
}

function PdfDialog({ claimId, file, onClose }: ViewerProps & { file: EvidenceFile }) {
  const viewer = usePdfViewer(evidenceUrl(claimId, file.path));
  return (
    <Frame title={file.originalName} onClose={onClose}>
      {viewer.failed ? (
        <Text color="gray.600" py="16" data-testid="viewer-empty">
          文件加载失败，文件可能不存在或无权访问
        </Text>
      ) : (
        <>
          {viewer.toolbar}
          {viewer.canvas}
        </>
      )}
    </Frame>
  );
}
