import { Box, Heading, List, Text } from '@chakra-ui/react';

interface EvidenceFile {
  path: string;
  originalName: string;
  kind: string;
}

/** 证明材料: the files the enterprise attached to the claim. */
export function SubsidyEvidence({ files }: { claimId: string; files: readonly EvidenceFile[] }) {
  return (
    <Box as="section" bg="white" borderRadius="lg" p="6" boxShadow="sm" data-testid="subsidy-evidence">
      <Heading as="h2" size="sm" mb="3">
        证明材料
      </Heading>
      <List.Root gap="1" ps="5">
        {files.map((file) => (
          <List.Item key={file.path} data-testid="subsidy-evidence-file">
            <Text as="span" wordBreak="break-all">
              {file.originalName}（{file.kind.toUpperCase()}）
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
