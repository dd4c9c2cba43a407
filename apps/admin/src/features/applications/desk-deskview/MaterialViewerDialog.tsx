import { FileViewer } from '#shared/ui/FileViewer.tsx';
import { materialUrl } from './desk-format';

interface Material {
  path: string;
  name: string;
  kind: string;
}

/** The workbench's viewers in a dialog: the images of the application one by one, or the PDF opened; none while closed. */
export function MaterialViewerDialog(props: {
  applicationId: string;
  materials: readonly Material[];
  openedPath: string | null;
  onClose: () => void;
}) {
  const files = props.materials.map((material) => ({
    path: material.path,
    title: material.name,
    src: materialUrl(props.applicationId, material.path),
    kind: material.kind,
  }));
  return <FileViewer files={files} openedPath={props.openedPath} testId="material-viewer" onClose={props.onClose} />;
}
