import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { dateText, fileSizeText, NONE } from './display-rules';
import { FileLink } from './FileLink';

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
    <Box as="section" borderWidth="1px" borderRadius="lg" p="5" bg="white" data-testid="materials-block">
      <Heading as="h3" size="sm" mb="4" borderStartWidth="4px" borderColor="brand.600" ps="3">
        申请材料
      </Heading>
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
    </Box>
  );
}
