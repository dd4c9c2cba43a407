import {
  Box,
  Button,
  Container,
  createRecipeContext,
  Group,
  Heading,
  HStack,
  type InputProps,
  Stack,
  Text,
} from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

/**
 * Chakra's Input look on a plain <input>. Chakra's Input is Ark's Field.Input, which reads a Field's context this
 * search box has none of; on the first screen it brought Ark's field and its runtime into the first load.
 */
const SearchInput = createRecipeContext({ key: 'input' }).withContext<HTMLInputElement, InputProps>('input');

/** The landing banner: what the platform does, a product search and the two main ways in. */
export function HomeBanner() {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const search = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = keyword.trim();
    navigate(trimmed ? `/product?${new URLSearchParams({ keyword: trimmed })}` : '/product');
  };
  return (
    <Box
      position="relative"
      overflow="hidden"
      bgGradient="to-br"
      gradientFrom="brand.800"
      gradientVia="brand.600"
      gradientTo="brand.400"
      color="white"
      h={{ base: 'auto', md: '420px' }}
    >
      <BannerArt />
      <Container maxW="7xl" h="full" position="relative">
        <Stack gap="5" justify="center" h="full" py={{ base: '10', md: '0' }} maxW="720px">
          <Heading as="h1" fontSize={{ base: '2xl', md: '4xl' }} lineHeight="1.3" fontWeight="bold">
            助力中小企业融资，共建区域金融生态
          </Heading>
          <Text color="whiteAlpha.900" fontSize={{ base: 'sm', md: 'md' }}>
            一站式对接银行、担保、小贷、融资租赁等金融机构，在线比选融资产品，快速提交融资申请。
          </Text>
          <form onSubmit={search} aria-label="搜索金融产品">
            <Group attached w="full" maxW="560px">
              <SearchInput
                size="lg"
                bg="white"
                color="gray.800"
                placeholder="搜索融资产品或金融机构"
                aria-label="搜索融资产品或金融机构"
                maxLength={50}
                value={keyword}
                onChange={(event) => setKeyword(event.currentTarget.value)}
              />
              <Button type="submit" size="lg" bg="accent.500" color="gray.900" _hover={{ bg: 'accent.400' }} px="8">
                搜索
              </Button>
            </Group>
          </form>
          <HStack gap="3">
            <BannerLink to="/product">进入金融超市</BannerLink>
            <BannerLink to="/financeRelease">发布融资需求</BannerLink>
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}

/** One of the banner's two main ways in: an outline button in white over the gradient. */
function BannerLink({ to, children }: { to: string; children: string }) {
  return (
    <Button asChild variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}

/** Decorative rising bars and curve on the right of the banner. */
function BannerArt() {
  return (
    <Box
      position="absolute"
      right={{ base: '-120px', lg: '6%' }}
      bottom="0"
      opacity={{ base: 0.25, lg: 0.9 }}
      aria-hidden="true"
      pointerEvents="none"
    >
      <svg width="460" height="300" viewBox="0 0 460 300" fill="none" aria-hidden="true">
        <circle cx="330" cy="110" r="90" fill="#ffffff" fillOpacity="0.08" />
        <circle cx="330" cy="110" r="56" fill="#ffffff" fillOpacity="0.08" />
        {[40, 90, 140, 190, 240, 290, 340, 390].map((x, index) => (
          <rect
            key={x}
            x={x}
            y={260 - (index + 1) * 24}
            width="30"
            height={(index + 1) * 24 + 40}
            rx="4"
            fill="#ffffff"
            fillOpacity={0.12 + index * 0.03}
          />
        ))}
        <path
          d="M30 230 C 120 210, 170 190, 230 140 S 350 60, 430 40"
          stroke="#f5b83d"
          strokeWidth="5"
          strokeLinecap="round"
        />
        <circle cx="430" cy="40" r="9" fill="#f5b83d" />
      </svg>
    </Box>
  );
}
