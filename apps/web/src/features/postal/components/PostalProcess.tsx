import { Box, Circle, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';

/** The full online process of the postal bank's loans (spec §3 loanIndustry 7, §4 "use credit now"). */
export const POSTAL_STEPS = [
  { title: '在线申请', text: '登录平台，选择邮储全流程线上贷产品并填写融资申请，授权银行查询企业经营数据。' },
  { title: '线上审批', text: '银行依据纳税、结算和征信数据线上审批，客户经理在平台跟进，全程可查看进度。' },
  { title: '授信签约', text: '审批通过后银行在平台给出授信额度，企业登录网上银行在线签约，无需往返网点。' },
  { title: '自助用信', text: '在申请进度中点击“立即用信”，登录邮储网上银行自助提款，额度内随借随还。' },
] as const;

export function PostalProcess() {
  return (
    <Box
      as="section"
      aria-label="全流程线上办理"
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: '4', md: '6' }}
    >
      <Heading as="h2" size="lg" mb="5">
        全流程线上办理
      </Heading>
      <SimpleGrid as="ol" columns={{ base: 1, md: 4 }} gap="5" listStyleType="none" data-testid="postal-steps">
        {POSTAL_STEPS.map((step, index) => (
          <Stack as="li" key={step.title} gap="2">
            <Circle size="9" bg="green.600" color="white" fontWeight="bold">
              {index + 1}
            </Circle>
            <Text fontWeight="semibold">{step.title}</Text>
            <Text fontSize="sm" color="gray.600">
              {step.text}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Text fontSize="sm" color="gray.500" mt="5">
        温馨提示：邮储全流程业务提交后不支持撤回，请确认融资需求后再提交申请。
      </Text>
    </Box>
  );
}
