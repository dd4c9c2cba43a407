import { Button, Text } from '@chakra-ui/react';
import { viewerOf } from './desk-format';

/** 查看 for a file the workbench's viewers open (by its kind), else 不支持在线查看. */
export function ViewMaterialButton({ kind, onOpen }: { kind: string; onOpen: () => void }) {
  return viewerOf(kind) ? (
    <Button size="xs" variant="outline" onClick={onOpen}>
      查看
    </Button>
  ) : (
    <Text fontSize="xs" color="gray.500">
      不支持在线查看
    </Text>
  );
}
