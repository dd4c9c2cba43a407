import { HStack, Stack, Text } from '@chakra-ui/react';
import { dateText, fileSizeText, NONE } from './display-rules';
import { FileLink } from './FileLink';
import { ProgressSection } from './ProgressSection';

interface Material {
  path: string;
  name: string;
  size: number;
  uploadTime: string;
}

/**
 * The materials attached when applying: each opens as the upload widget opens a file (an image in /imgPage, a PDF
 * in /PDFShow, anything else downloads through the access-checked file route).
 */
export function MaterialsBlock({ materials }: { materials: readonly Material[] }) {
  return (
    <ProgressSection title="申请材料" testId="materials-block">
      {materials.length === 0 ? (
        <Text fontSize="sm" color="gray.800">
          {NONE}
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {materials.map((material) => (
            <HStack as="li" key={material.path} gap="4" fontSize="sm" wrap="wrap" data-testid="material">
              <FileLink file={material} files={materials} />
              <Text color="gray.500">{fileSizeText(material.size)}</Text>
              <Text color="gray.500">{dateText(material.uploadTime)}</Text>
            </HStack>
          ))}
        </Stack>
      )}
    </ProgressSection>
  );
}
