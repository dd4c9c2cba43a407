import { Text } from '@chakra-ui/react';
import { DialogFrame } from '@sme/ui/dialog';
import { useImageViewer, usePdfViewer } from '@sme/ui/viewers';
import { materialUrl, viewerOf } from './desk-format';

interface Material {
  path: string;
  name: string;
  kind: string;
}

interface ViewerProps {
  applicationId: string;
  materials: readonly Material[];
  openedPath: string;
  onClose: () => void;
}

/** The workbench's viewers in a dialog: the images of the application one by one, or the PDF opened. */
export function MaterialViewerDialog(props: ViewerProps) {
  const opened = props.materials.find((material) => material.path === props.openedPath);
  if (!opened) return null;
  return viewerOf(opened.kind) === 'pdf' ? <PdfDialog {...props} material={opened} /> : <ImageDialog {...props} />;
}

function ImageDialog({ applicationId, materials, openedPath, onClose }: ViewerProps) {
  const images = materials
    .filter((material) => viewerOf(material.kind) === 'image')
    .map((material) => ({ path: material.path, src: materialUrl(applicationId, material.path), title: material.name }));
  const viewer = useImageViewer(
    images,
    Math.max(
      0,
      images.findIndex((image) => image.path === openedPath),
    ),
  );
  return (
    <DialogFrame
      title={<span data-testid="viewer-title">{viewer.item?.title ?? '图片预览'}</span>}
      width="min(64rem, 100vw)"
      testId="material-viewer"
      closeButton
      onClose={onClose}
    >
      {viewer.toolbar}
      {viewer.image}
    </DialogFrame>
  );
}

function PdfDialog({ applicationId, material, onClose }: ViewerProps & { material: Material }) {
  const viewer = usePdfViewer(materialUrl(applicationId, material.path));
  return (
    <DialogFrame
      title={<span data-testid="viewer-title">{material.name}</span>}
      width="min(64rem, 100vw)"
      testId="material-viewer"
      closeButton
      onClose={onClose}
    >
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
    </DialogFrame>
  );
}
