import { useApolloClient } from '@apollo/client/react';
import { Center, Spinner, Text, VStack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { serverMessageOr } from '#shared/api/graphql-failure.ts';
import { QUIET_ERRORS } from '#shared/api/request-context.ts';
import { notifyFailure } from '#shared/ui/toaster.tsx';
import { ResolveShortLinkMutation } from '../short-link-operations';
import { SHORT_LINK_MISSING, shortLinkDestination } from '../short-link-target';

/**
 * /key/{key} (spec §2, §7, §8): resolves the short link and goes to its page; a missing one shows the server's
 * message (or 短链接不存在！) and goes home. Phones stay here too (the mobile redirect skips this route).
 */
export function ShortLinkPage() {
  const { key = '' } = useParams();
  const navigate = useNavigate();
  const client = useApolloClient();
  const resolved = useRef<string | null>(null);

  useEffect(() => {
    if (resolved.current === key) return;
    resolved.current = key;
    const missing = (message: string) => {
      notifyFailure(message);
      navigate('/', { replace: true });
    };
    client
      .mutate({ mutation: ResolveShortLinkMutation, variables: { key }, context: QUIET_ERRORS })
      .then(({ data }) => {
        const destination = shortLinkDestination(data?.resolveShortLink);
        if (destination) navigate(destination, { replace: true });
        else missing(SHORT_LINK_MISSING);
      })
      .catch((error: unknown) => missing(serverMessageOr(error, SHORT_LINK_MISSING)));
  }, [client, key, navigate]);

  return (
    <Center minH="60vh" aria-label="正在打开链接">
      <VStack gap="3">
        <Spinner size="lg" color="brand.600" />
        <Text color="gray.600">正在打开链接…</Text>
      </VStack>
    </Center>
  );
}
