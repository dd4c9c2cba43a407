import { Button } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useQueryOnClick } from '#shared/api/useQueryOnClick.ts';
import { RateProductApplyMethodQuery } from '../estimates-operations';
import { rateApplyPath } from '../rate-apply-path';

/** 立即申请 of a matching product: our form straight away (from=rate) when it is applied for there, else its detail. */
export function RateApplyButton({ productId }: { productId: string }) {
  const navigate = useNavigate();
  const { asking, ask } = useQueryOnClick(RateProductApplyMethodQuery);

  const apply = () =>
    ask({ productId }, (data) => navigate(rateApplyPath(productId, data?.applyMethod.urlType ?? null)));

  return (
    <Button colorPalette="brand" alignSelf="center" onClick={() => void apply()} loading={asking} data-track="立即申请">
      立即申请
    </Button>
  );
}
