import { Badge, HStack } from '@chakra-ui/react';

/** Accepted guarantee methods as tags (抵押, 质押, 保证, 信用, 其他). */
export function GuaranteeTags({ methods }: { methods: readonly { code: number; label: string }[] }) {
  return (
    <HStack gap="1.5" wrap="wrap">
      {methods.map((method) => (
        <Badge key={method.code} colorPalette="brand" variant="subtle" size="sm">
          {method.label}
        </Badge>
      ))}
    </HStack>
  );
}
