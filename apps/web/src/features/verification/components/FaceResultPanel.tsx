import { useQuery } from '@apollo/client/react';
import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { LineIcon } from '@sme/ui/line-icon';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { serverMessageOr } from '#shared/api/graphql-failure.ts';
import { QUIET_ERRORS } from '#shared/api/request-context.ts';
import { sessionStore } from '#shared/session/current-user.ts';
import { takeVerificationReturn } from '#shared/session/verification-return.ts';
import { CheckCircleIcon } from '#shared/ui/CheckCircleIcon.tsx';
import { StatusMessage } from '#shared/ui/StatusMessage.tsx';
import { FaceResultQuery } from '../verification-operations';

/** How often a check still at the provider is asked again. */
const POLL_MS = 2000;

/**
 * Back from the provider (through the face key): the check's result. 通过 → success, and the header's facts are
 * fetched again (切换企业 replaces 继续实名认证); 不通过 → the reason and 重新认证; waiting → asked every 2 s.
 */
export function FaceResultPanel({ certToken, onRetry }: { certToken: string; onRetry: () => void }) {
  const navigate = useNavigate();
  const { data, error, startPolling, stopPolling } = useQuery(FaceResultQuery, {
    variables: { certToken },
    fetchPolicy: 'network-only',
    context: QUIET_ERRORS,
  });
  const status = data?.faceResult.status;
  const refreshed = useRef(false);

  useEffect(() => {
    if (status === 'PENDING') startPolling(POLL_MS);
    else stopPolling();
    return () => stopPolling();
  }, [status, startPolling, stopPolling]);

  useEffect(() => {
    if (status !== 'PASSED' || refreshed.current) return;
    refreshed.current = true;
    void sessionStore.refresh();
  }, [status]);

  if (error) {
    return (
      <FaceFailure
        status="ERROR"
        title="无法获取人脸识别结果"
        description={serverMessageOr(error, '请求失败，请稍后再试')}
        onRetry={onRetry}
      />
    );
  }
  if (!data || status === 'PENDING') {
    return (
      <Stack align="center" gap="4" py="10" data-testid="face-result" data-status="PENDING">
        <Spinner size="lg" color="brand.600" />
        <Text color="gray.600">正在获取人脸识别结果，请稍候…</Text>
        <Button variant="outline" size="sm" onClick={onRetry}>
          重新认证
        </Button>
      </Stack>
    );
  }
  const result = data.faceResult;
  if (status === 'PASSED') {
    return (
      <StatusMessage
        data-testid="face-result"
        data-status="PASSED"
        icon={<CheckCircleIcon />}
        iconColor="green.500"
        title="企业实名认证成功"
        description={`${result.companyName}：法定代表人 ${result.legalPersonMasked} 已通过人脸识别。`}
      >
        <HStack>
          <Button colorPalette="brand" onClick={() => navigate(takeVerificationReturn(), { replace: true })}>
            继续
          </Button>
        </HStack>
      </StatusMessage>
    );
  }
  return (
    <FaceFailure
      status="FAILED"
      title="人脸识别未通过"
      description={result.failReason ?? '人脸识别未通过'}
      onRetry={onRetry}
    />
  );
}

interface FaceFailureProps {
  /** ERROR: the result could not be read; FAILED: the check did not pass. */
  status: 'ERROR' | 'FAILED';
  title: string;
  description: string;
  onRetry: () => void;
}

function FaceFailure({ status, title, description, onRetry }: FaceFailureProps) {
  return (
    <StatusMessage
      role="alert"
      data-testid="face-result"
      data-status={status}
      icon={<CrossIcon />}
      iconColor="red.500"
      title={title}
      description={description}
    >
      <Button colorPalette="brand" onClick={onRetry}>
        重新认证
      </Button>
    </StatusMessage>
  );
}

function CrossIcon() {
  return (
    <LineIcon strokeWidth="2">
      <circle cx="12" cy="12" r="9" />
      <path d="m9 9 6 6M15 9l-6 6" strokeLinecap="round" />
    </LineIcon>
  );
}
