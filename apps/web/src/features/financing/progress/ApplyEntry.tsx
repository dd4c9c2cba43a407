import { Image, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** The product's apply entry (spec §2, §3): our form (urlType 1), a QR image (2), or the institution's page. */
export function ApplyEntry({
  productId,
  entry,
}: {
  productId: string | null;
  entry: { urlType: number; redirectUrl: string | null } | null;
}) {
  if (!entry) return <>无</>;
  if (entry.urlType === 1) {
    if (!productId) return <>无</>;
    return (
      <Link asChild color="brand.600">
        <RouterLink to={`/financeApply?productId=${encodeURIComponent(productId)}`}>平台申请入口</RouterLink>
      </Link>
    );
  }
  if (!entry.redirectUrl) return <>无</>;
  if (entry.urlType === 2) return <Image src={entry.redirectUrl} alt="申请二维码" boxSize="120px" />;
  return (
    <Link href={entry.redirectUrl} target="_blank" rel="noopener noreferrer" color="brand.600">
      {entry.redirectUrl}
    </Link>
  );
}
