import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import { ContentCard } from './ContentPageFrame';

export interface PolicyCardItem {
  id: string;
  title: string;
  department: string;
  documentNo: string;
  publishDate: string;
  summary: string;
}

/** One policy of the list: the whole card opens its detail. */
export function PolicyCard({ policy }: { policy: PolicyCardItem }) {
  return (
    <ContentCard to={`/enterpriseFriendly/${policy.id}`} title={policy.title}>
      <HStack gap="2" mt="2" wrap="wrap" fontSize="sm" color="gray.600">
        <Badge colorPalette="brand" variant="subtle" whiteSpace="normal">
          {policy.department}
        </Badge>
        {policy.documentNo && <Text as="span">{policy.documentNo}</Text>}
        <Text as="span">发布日期：{policy.publishDate}</Text>
      </HStack>
      <Box mt="3">
        <Text color="gray.700" lineClamp={{ base: 3, md: 2 }}>
          {policy.summary}
        </Text>
      </Box>
    </ContentCard>
  );
}
