import { useQuery } from '@apollo/client/react';
import { Badge, Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { NO_LOADING } from '#shared/api/request-context.ts';
import { threadLinkOf, threadTitleOf } from '../message-texts';
import { UnreadThreadsQuery } from '../unread-count-operation';

/**
 * The applications whose institution wrote on their thread since the company last read it (issue 20): each links to
 * its progress view, where the thread is read. Nothing when there is none.
 */
export function UnreadThreadList() {
  const { data } = useQuery(UnreadThreadsQuery, { fetchPolicy: 'network-only', context: NO_LOADING });
  const applications = data?.unreadThreads.applications ?? [];
  if (applications.length === 0) return null;
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="brand.50" data-testid="unread-threads">
      <Heading as="h3" size="sm" mb="2">
        客户经理新留言
      </Heading>
      <Stack as="ul" gap="1" listStyleType="none">
        {applications.map((row) => (
          <HStack as="li" key={row.applicationId} gap="2" data-testid="unread-thread">
            <Badge colorPalette="red" size="sm">
              {row.unread}条未读
            </Badge>
            <Link asChild color="brand.600">
              <RouterLink to={threadLinkOf(row)}>{threadTitleOf(row)}</RouterLink>
            </Link>
            {row.institutionName && (
              <Text fontSize="xs" color="gray.600">
                {row.institutionName}
              </Text>
            )}
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
