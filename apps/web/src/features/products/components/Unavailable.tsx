import { DetailUnavailable } from '#shared/ui/DetailStates.tsx';

/** A product that cannot be shown: removed (该产品已下架) or offered by a disabled institution (该机构已停用). */
export function Unavailable({ message }: { message: string }) {
  return (
    <DetailUnavailable
      message={message}
      description="您可以在金融超市中查看其他融资产品。"
      back={{ to: '/product', label: '返回金融超市' }}
    />
  );
}
