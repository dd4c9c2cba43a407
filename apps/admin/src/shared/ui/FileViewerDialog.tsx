import { Text } from '@chakra-ui/react';
import { DialogFrame } from '@sme/ui/dialog';
import { useImageViewer, usePdfViewer } from '@sme/ui/viewers';
import type { ReactNode } from 'react';
import { viewerOf } from './viewer-kind.ts';

/** A file the workbench's viewers can open: where it is read from, its name and its kind. */
export interface ViewableFile {
  path: string;
  title: string;
  src: string;
  kind: string;
}

interface FileViewerProps {
  files: readonly ViewableFile[];
  openedPath: string;
  testId: string;
  onClose: () => void;
}

/** The workbench's viewers in a dialog: the images of a set one by one (previous / next), or the PDF opened. */
export function FileViewerDialog(props: FileViewerProps) {
  const opened = props.files.find((file) => file.path === props.openedPath);
  if (!opened) return null;
  return viewerOf(opened.kind) === 'pdf' ? <PdfDialog {...props} file={opened} /> : <ImageDialog {...props} />;
}

function Frame({
  title,
  testId,
  onClose,
  children,
}: {
  title: string;
  testId: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <DialogFrame
      title={<span data-testid="viewer-title">{title}</span>}
      width="min(64rem, 100vw)"
      testId={testId}
      closeButton
      onClose={onClose}
    >
      {children}
    </DialogFrame>
  );
}

function ImageDialog({ files, openedPath, testId, onClose }: FileViewerProps) {
  const images = files.filter((file) => viewerOf(file.kind) === 'image');
  const viewer = useImageViewer(
    images,
    Math.max(
      0,
      images.findIndex((image) => image.path === openedPath),
    ),
  );
  return (
    <Frame title={viewer.item?.title ?? '图片预览'} testId={testId} onClose={onClose}>
      {viewer.toolbar}
      {viewer.image}
    </Frame>
  );
}

function PdfDialog({ file, testId, onClose }: FileViewerProps & { file: ViewableFile }) {
  const viewer = usePdfViewer(file.src);
  return (
    <Frame title={file.title} testId={testId} onClose={onClose}>
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
