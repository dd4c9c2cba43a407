import { Box, HStack, Text, VStack } from '@chakra-ui/react';

/** The platform's mark: a rising line over a base, in the brand blue and gold (same drawing as favicon.svg). */
export function LogoMark({ size = 44 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1e4fa3" />
      <path
        d="M14 44 L26 30 L34 37 L50 19"
        fill="none"
        stroke="#ffffff"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M41 18 H51 V28"
        fill="none"
        stroke="#f5b83d"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="12" y="48" width="40" height="5" rx="2.5" fill="#f5b83d" />
    </svg>
  );
}

/** Smaller on phones, so the 菜单 button fits beside it at 390 px. */
export function Logo() {
  return (
    <HStack gap={{ base: '2', md: '3' }}>
      <LogoMark size={40} />
      <VStack gap="0" align="start">
        <Text
          fontSize={{ base: 'md', sm: 'lg', md: 'xl' }}
          fontWeight="bold"
          color="brand.700"
          lineHeight="1.2"
          letterSpacing={{ base: 'normal', md: 'wide' }}
        >
          区域中小企业融资服务平台
        </Text>
        <Box fontSize="2xs" color="gray.500" letterSpacing="wider" textTransform="uppercase">
          SME Financing Service Platform
        </Box>
      </VStack>
    </HStack>
  );
}
