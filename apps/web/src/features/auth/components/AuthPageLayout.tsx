import { Box, Container, Flex, Heading, List, Stack, Text } from '@chakra-ui/react';
import { listSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { FOOTER_GAP } from '#shared/ui/footer-metrics.ts';
import { HEADER_HEIGHT_PX } from '#shared/ui/header-metrics.ts';

const HIGHLIGHTS = ['汇聚银行、担保、融资租赁等金融机构产品', '线上申请，融资进度实时可查', '惠企政策一站式查询'];

/**
 * The background of the login, register and reset pages: the platform's promise beside the 520 px card. It reaches
 * down to the footer (over the footer's top margin) and at least to the window's bottom, so no grey band shows.
 */
export function AuthPageLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      bgGradient="to-br"
      gradientFrom="brand.800"
      gradientTo="brand.500"
      py={{ base: '8', md: '14' }}
      mb={`-${FOOTER_GAP}`}
      minH={`calc(100vh - ${HEADER_HEIGHT_PX}px)`}
      data-testid="auth-background"
    >
      <Container maxW="6xl">
        <Flex gap="12" align="center" justify={{ base: 'center', lg: 'space-between' }}>
          <Stack gap="5" color="white" maxW="md" display={{ base: 'none', lg: 'flex' }}>
            <Heading as="p" size="3xl" lineHeight="short">
              区域中小企业融资服务平台
            </Heading>
            <Text fontSize="lg" color="whiteAlpha.900">
              连接中小企业与金融机构，让融资更简单
            </Text>
            <List.Root recipe={listSlotRecipe} gap="2" ps="5" color="whiteAlpha.900">
              {HIGHLIGHTS.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List.Root>
          </Stack>
          <Box w="520px" maxW="full" bg="white" borderRadius="xl" boxShadow="xl" px={{ base: '6', md: '10' }} py="8">
            {children}
          </Box>
        </Flex>
      </Container>
    </Box>
  );
}
