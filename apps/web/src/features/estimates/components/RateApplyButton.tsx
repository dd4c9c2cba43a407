import { useApolloClient } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { failureMessage } from '#shared/api/failure.ts';
import { endedSession } from '#shared/api/graphql-failure.ts';
import { QUIET_ERRORS } from '#shared/api/request-context.ts';
import { notifyFailure } from '#shared/ui/toaster.tsx';
import { RateProductApplyMethodQuery } from '../estimates-operations';
import { rateApplyPath } from '../rate-apply-path';

/** 立即申请 of a matching product: our form straight away (from=rate) when it is applied for there, else its detail. */
export function RateApplyButton({ productId }: { productId: string }) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [asking, setAsking] = useState(false);

  const apply = async () => {
    setAsking(true);
    try {
      const { data } = await client.query({
        query: RateProductApplyMethodQuery,
        variables: { productId },
        fetchPolicy: 'network-only',
        context: QUIET_ERRORS,
      });
      navigate(rateApplyPath(productId, data?.applyMethod.urlType ?? null));
    } catch (error) {
      if (!endedSession(error)) notifyFailure(failureMessage(error));
    } finally {
      setAsking(false);
    }
  };

  return (
    <Button colorPalette="brand" alignSelf="center" onClick={() => void apply()} loading={asking} data-track="立即申请">
      立即申请
    </Button>
  );
}
