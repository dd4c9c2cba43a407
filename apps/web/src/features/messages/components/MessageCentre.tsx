import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useLiveRefetch } from '@sme/ui/live';
import { useState } from 'react';
import { serverMessageOr } from '#shared/api/graphql-failure.ts';
import { LIVE_MESSAGES } from '#shared/live/live-subscriptions.ts';
import { ErrorState } from '#shared/ui/ErrorState.tsx';
import { NoData } from '#shared/ui/NoData.tsx';
import { Pager } from '#shared/ui/Pager.tsx';
import { MarkMessagesReadMutation, MessagesQuery } from '../message-operations';
import { formatMessageTime, MESSAGE_PAGE_SIZE, MESSAGE_TEXTS } from '../message-texts';
import { UnreadMessageCountQuery, UnreadThreadsQuery } from '../unread-count-operation';
import { UnreadThreadList } from './UnreadThreadList';

/**
 * 消息中心 (personal centre): the company's messages newest first, unread ones marked, 全部已读 for all of them; the
 * header's badge follows from the mutation's answer.
 */
export function MessageCentre() {
  const [pageNum, setPageNum] = useState(1);
  const [failure, setFailure] = useState<string | null>(null);
  const list = useQuery(MessagesQuery, {
    variables: { page: { pageNum, pageSize: MESSAGE_PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const [markRead, marking] = useMutation(MarkMessagesReadMutation, {
    update(cache, { data }) {
      if (!data) return;
      cache.updateQuery({ query: UnreadMessageCountQuery }, (badge) =>
        badge ? { ...badge, unreadMessageCount: data.markMessagesRead.unreadCount } : badge,
      );
    },
  });
  useLiveRefetch({ subscription: LIVE_MESSAGES, refetch: [MessagesQuery, UnreadThreadsQuery] });
  const page = list.data?.messages;

  async function mark(variables: { ids?: string[]; all?: boolean }) {
    setFailure(null);
    try {
      await markRead({ variables });
      await list.refetch();
    } catch (error) {
      setFailure(serverMessageOr(error, MESSAGE_TEXTS.failed));
    }
  }

  return (
    <Stack gap="4" data-testid="message-centre">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" size="md">
          {MESSAGE_TEXTS.title}
        </Heading>
        <Button
          size="sm"
          variant="outline"
          colorPalette="brand"
          loading={marking.loading}
          disabled={!page || page.total === 0}
          onClick={() => void mark({ all: true })}
          data-testid="mark-all-read"
        >
          {MESSAGE_TEXTS.markAllRead}
        </Button>
      </HStack>
      <UnreadThreadList />
      {failure && (
        <Text color="red.600" fontSize="sm" role="alert">
          {failure}
        </Text>
      )}
      {list.error && !page ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !page ? (
        <Skeleton h="240px" borderRadius="lg" />
      ) : page.total === 0 ? (
        <NoData />
      ) : (
        <Stack gap="2">
          <Stack gap="0" borderWidth="1px" borderRadius="md" divideY="1px" data-testid="message-list">
            {page.records.map((record) => (
              <Box
                key={record.id}
                px="4"
                py="3"
                bg={record.read ? undefined : 'brand.50'}
                data-read={record.read ? 'true' : 'false'}
                data-testid="message-item"
              >
                <HStack justify="space-between" gap="3" align="flex-start">
                  <HStack gap="2">
                    {!record.read && (
                      <Badge colorPalette="red" size="sm">
                        {MESSAGE_TEXTS.unread}
                      </Badge>
                    )}
                    <Text fontWeight={record.read ? 'normal' : 'semibold'}>{record.title}</Text>
                  </HStack>
                  <Text fontSize="xs" color="gray.600" whiteSpace="nowrap">
                    {formatMessageTime(record.createdAt)}
                  </Text>
                </HStack>
                <Text mt="1" fontSize="sm" color={record.read ? 'gray.600' : 'gray.800'}>
                  {record.body}
                </Text>
              </Box>
            ))}
          </Stack>
          <Pager total={page.total} page={pageNum} pageSize={MESSAGE_PAGE_SIZE} onPageChange={setPageNum} />
        </Stack>
      )}
    </Stack>
  );
}
