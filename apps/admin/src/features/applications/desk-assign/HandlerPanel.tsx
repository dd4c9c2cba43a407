import { useMutation } from '@apollo/client/react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { QUIET_ERRORS } from '#shared/api/apollo-client.ts';
import { notifyOutcome } from '#shared/ui/notify-outcome.ts';
import { Panel } from '#shared/ui/Panel.tsx';
import { AssigneeSelect } from './AssigneeSelect';
import { ClaimApplicationMutation, ReassignApplicationMutation } from './assign-operations';

interface Props {
  applicationId: string;
  role: string;
  /** The handler now (the application's manager); null: nobody yet. */
  handler: { id: string; name: string } | null;
  onChanged: () => void;
}

/** 负责人: who handles the application; 认领 while nobody does, 改派 for the institution's administrator. */
export function HandlerPanel({ applicationId, role, handler, onChanged }: Props) {
  const institution = role === 'org_staff' || role === 'org_admin';
  const [target, setTarget] = useState('');
  const [claim, claiming] = useMutation(ClaimApplicationMutation, { context: QUIET_ERRORS });
  const [reassign, reassigning] = useMutation(ReassignApplicationMutation, { context: QUIET_ERRORS });
  if (!institution) return null;

  const run = async (work: () => Promise<unknown>, done: string) => {
    await notifyOutcome(work, done);
    onChanged();
  };

  return (
    <Panel title="负责人" testId="handler-panel">
      <HStack gap="3" wrap="wrap">
        <Text fontSize="sm" data-testid="handler-name">
          {handler ? handler.name : '未分配'}
        </Text>
        {handler ? null : (
          <Button
            size="sm"
            colorPalette="brand"
            loading={claiming.loading}
            onClick={() => void run(() => claim({ variables: { id: applicationId } }), '认领成功')}
          >
            认领
          </Button>
        )}
        {role === 'org_admin' ? (
          <>
            <AssigneeSelect label="改派给" allLabel="选择客户经理" width="160px" value={target} onChange={setTarget} />
            <Button
              size="sm"
              variant="outline"
              disabled={!target}
              loading={reassigning.loading}
              onClick={() =>
                void run(() => reassign({ variables: { id: applicationId, managerId: target } }), '改派成功')
              }
            >
              改派
            </Button>
          </>
        ) : null}
      </HStack>
    </Panel>
  );
}
