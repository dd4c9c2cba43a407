import { useMutation } from '@apollo/client/react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { QUIET_ERRORS } from '#shared/api/apollo-client.ts';
import { notifyOutcome } from '#shared/ui/notify-outcome.ts';
import { ClaimApplicationMutation } from './assign-operations';

interface Props {
  applicationId: string;
  handler: { name: string } | null | undefined;
  /** Institution staff may claim an unassigned application from the queue. */
  mayClaim: boolean;
  onClaimed: () => void;
}

/** The queue's 客户经理 cell: who handles the application, or 未分配 with 认领. */
export function HandlerCell({ applicationId, handler, mayClaim, onClaimed }: Props) {
  const [claim, { loading }] = useMutation(ClaimApplicationMutation, { context: QUIET_ERRORS });
  if (handler) return <Text>{handler.name}</Text>;
  return (
    <HStack gap="2">
      <Text color="gray.500">未分配</Text>
      {mayClaim ? (
        <Button
          size="xs"
          variant="outline"
          loading={loading}
          onClick={() =>
            void notifyOutcome(() => claim({ variables: { id: applicationId } }), '认领成功').then(onClaimed)
          }
        >
          认领
        </Button>
      ) : null}
    </HStack>
  );
}
