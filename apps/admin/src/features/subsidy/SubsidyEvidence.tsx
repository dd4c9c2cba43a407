import { Button, HStack, List, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Panel } from '#shared/ui/Panel.tsx';
import { type EvidenceFile, EvidenceViewerDialog } from './EvidenceViewerDialog';
import { evidenceViewer } from './evidence-url';

/** 证明材料: the files the enterprise attached to the claim, opened in the workbench's viewers. */
export function SubsidyEvidence({ claimId, files }: { claimId: string; files: readonly EvidenceFile[] }) {
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <Panel title="证明材料" testId="subsidy-evidence" as="section">
      <List.Root gap="2" ps="5">
        {files.map((file) => (
          <List.Item key={file.path} data-testid="subsidy-evidence-file">
            <HStack gap="3" wrap="wrap">
              <Text as="span" wordBreak="break-all">
                {file.originalName}（{file.kind.toUpperCase()}）
              </Text>
              {evidenceViewer(file.kind) ? (
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={`查看 ${file.originalName}`}
                  onClick={() => setOpened(file.path)}
                >
                  查看
                </Button>
              ) : null}
            </HStack>
          </List.Item>
        ))}
      </List.Root>
      <EvidenceViewerDialog claimId={claimId} files={files} openedPath={opened} onClose={() => setOpened(null)} />
    </Panel>
  );
}
