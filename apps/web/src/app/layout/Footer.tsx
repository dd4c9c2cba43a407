import { Box, Button, Container, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { copyWithMessage } from '#shared/clipboard/copy-text.ts';
import { FOOTER_GAP } from '#shared/ui/footer-metrics.ts';
import { PortalQrCode } from '#shared/ui/PortalQrCode.tsx';
import { toastNotifier } from '#shared/ui/toaster.tsx';
import { useSiteConfig } from './useSiteConfig';

/** The bodies behind the platform (fictional names; docs/decisions/0005-the-portal-apps-web-documents-routes-as-data-spec-8-texts.md). */
export const PLATFORM_BODIES = [
  { role: '主办单位', name: '粤秀示范区地方金融管理局' },
  { role: '支持单位', name: '粤秀示范区工业和信息化局、粤秀示范区中小企业服务中心' },
  { role: '运营单位', name: '粤秀示范金融科技服务有限公司' },
] as const;

/** Spec §1: the hotline's working hours. */
export const HOTLINE_HOURS = '周一至周五 9:00-18:00';

export function Footer() {
  const siteConfig = useSiteConfig();
  return (
    <Box as="footer" bg="brand.950" color="whiteAlpha.900" mt={FOOTER_GAP}>
      <Container maxW="7xl" py="10">
        <Flex direction={{ base: 'column', md: 'row' }} justify="space-between" gap="8">
          <Stack gap="2.5" fontSize="sm">
            {PLATFORM_BODIES.map((body) => (
              <Text key={body.role}>
                <Text as="span" color="whiteAlpha.700">
                  {body.role}：
                </Text>
                {body.name}
              </Text>
            ))}
            <Text data-testid="footer-hotline">
              <Text as="span" color="whiteAlpha.700">
                服务热线：
              </Text>
              <Text as="span" fontWeight="semibold" color="accent.400">
                {siteConfig?.hotline ?? '—'}
              </Text>
              <Text as="span" color="whiteAlpha.700" ms="2">
                （{siteConfig?.hotlineHours || HOTLINE_HOURS}）
              </Text>
              {siteConfig?.hotline && (
                <Button
                  size="2xs"
                  variant="outline"
                  color="whiteAlpha.900"
                  borderColor="whiteAlpha.500"
                  _hover={{ bg: 'whiteAlpha.200' }}
                  ms="3"
                  data-track="复制服务热线"
                  onClick={() => void copyWithMessage(siteConfig.hotline, toastNotifier)}
                >
                  复制
                </Button>
              )}
            </Text>
          </Stack>
          <HStack gap="8" align="start">
            <PortalQrCode route="/" caption="官方公众号" />
            <PortalQrCode route="/product" caption="移动融资" />
          </HStack>
        </Flex>
      </Container>
      <Box borderTopWidth="1px" borderColor="whiteAlpha.200">
        <Container maxW="7xl" py="4">
          <Text fontSize="xs" color="whiteAlpha.600" textAlign="center">
            © {new Date().getFullYear()} 区域中小企业融资服务平台 版权所有
          </Text>
        </Container>
      </Box>
    </Box>
  );
}
