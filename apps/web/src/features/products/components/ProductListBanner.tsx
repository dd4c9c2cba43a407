import { Box, Container, Heading, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { KeywordSearchForm } from '#shared/forms/KeywordSearchForm.tsx';
import { KEYWORD_MAX_LENGTH } from '../product-search';

/** 金融超市's banner: title, what the list holds, the way to the zones and the keyword search. */
export function ProductListBanner({
  keyword,
  onSearch,
}: {
  keyword: string | undefined;
  onSearch: (keyword?: string) => void;
}) {
  return (
    <Box bgGradient="to-r" gradientFrom="brand.700" gradientTo="brand.500" color="white" py="10">
      <Container maxW="7xl">
        <Heading as="h1" size="2xl" mb="2">
          金融超市
        </Heading>
        <Text color="whiteAlpha.800" mb="6">
          汇集区域内银行、担保、小贷、融资租赁等机构的融资产品，按需筛选，在线申请。{' '}
          <Link asChild color="white" textDecoration="underline" fontWeight="semibold">
            <RouterLink to="/productZone">按类别和专区浏览 ›</RouterLink>
          </Link>
        </Text>
        <KeywordSearchForm
          keyword={keyword}
          onSearch={onSearch}
          formLabel="搜索产品"
          fieldLabel="关键词"
          placeholder="请输入产品名称或机构名称"
          maxLength={KEYWORD_MAX_LENGTH}
          maxW="640px"
          look="banner"
        />
      </Container>
    </Box>
  );
}
