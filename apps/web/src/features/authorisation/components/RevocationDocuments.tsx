import { HStack, Link, Text } from '@chakra-ui/react';
import { openFile } from '#shared/upload/preview-list.ts';
import { extensionOf } from '#shared/upload/upload-rules.ts';

/** The last revocation's sealed termination documents, each opening its viewer (or downloading). */
export function RevocationDocuments({ paths }: { paths: readonly string[] }) {
  const files = paths.map((path, index) => ({ path, name: `终止授权书${index + 1}.${extensionOf(path)}` }));
  return (
    <HStack fontSize="sm" color="gray.600" gap="3" wrap="wrap" data-testid="revocation-documents">
      <Text>终止授权书：</Text>
      {files.map((file) => (
        <Link
          key={file.path}
          as="button"
          colorPalette="blue"
          color="colorPalette.600"
          onClick={() => openFile(files, file.path)}
        >
          {file.name}
        </Link>
      ))}
    </HStack>
  );
}
