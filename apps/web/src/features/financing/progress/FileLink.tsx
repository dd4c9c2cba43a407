import { Link } from '@chakra-ui/react';
import { fileUrl, openFile } from '#shared/upload/preview-list.ts';

interface NamedFile {
  path: string;
  name: string;
}

/** A file's name: its own address for a middle click; a click opens the viewer with every file of `files`. */
export function FileLink({ file, files }: { file: NamedFile; files: readonly NamedFile[] }) {
  return (
    <Link
      href={fileUrl(file.path)}
      colorPalette="blue"
      color="colorPalette.600"
      overflowWrap="anywhere"
      onClick={(event) => {
        event.preventDefault();
        openFile(files, file.path);
      }}
    >
      {file.name}
    </Link>
  );
}
