import { FileViewer } from '#shared/ui/FileViewer.tsx';
import { materialUrl } from './desk-format';

/** A file of the application the viewers can open: the enterprise's materials, a thread message's attachments. */
export interface MaterialFile {
  path: string;
  name: string;
  kind: string;
}

/** The workbench's viewers in a dialog: the images of the application one by one, or the PDF opened; none while closed. */
export function MaterialViewerDialog(props: {
  applicationId: string;
  materials: readonly MaterialFile[];
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
