import { Box, Button, Heading, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { FormField } from '#shared/forms/FormField.tsx';
import { useFieldErrors } from '#shared/forms/useFieldErrors.ts';
import { useFormMutation } from '#shared/forms/useFormMutation.ts';
import { mobileRule, stripCommasAndSpaces } from '#shared/validation/account-rules.ts';
import { SIGN_UP_TEXTS, signUpNameRule } from '../zone-rules';
import { SignUpForFuturesMutation } from '../zones-operations';

type SignUpFieldName = 'name' | 'mobile';

/** The futures zone's sign-up (spec §7 notice/qh/send): name and mobile, checked on blur and on submit. */
export function FuturesSignUpForm() {
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const fields = useFieldErrors<SignUpFieldName>();
  const { errors, show, checkAll } = fields;
  const { busy, submit: signUp } = useFormMutation(SignUpForFuturesMutation, {
    form: fields,
    successText: SIGN_UP_TEXTS.success,
    failureText: SIGN_UP_TEXTS.failure,
    onCompleted: () => {
      setName('');
      setMobile('');
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const valid = checkAll({ name: () => signUpNameRule(name), mobile: () => mobileRule(mobile) });
    if (valid) await signUp({ name: name.trim(), mobile });
  }

  return (
    <Box
      as="section"
      aria-label="期货服务报名"
      bg="white"
      borderWidth="1px"
      borderRadius="xl"
      p={{ base: '5', md: '6' }}
    >
      <Heading as="h2" size="lg">
        期货服务报名
      </Heading>
      <Text color="gray.600" fontSize="sm" mt="1" mb="4">
        留下姓名和手机号，期货服务专员将在2个工作日内与您联系，为企业提供套期保值方案和公益培训。
      </Text>
      <form onSubmit={submit} noValidate aria-label="期货服务报名表">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="start">
          <FormField label="姓名" error={errors.name}>
            <Input
              name="name"
              value={name}
              maxLength={20}
              placeholder="请输入姓名"
              autoComplete="name"
              onChange={(event) => setName(event.currentTarget.value)}
              onBlur={() => show('name', signUpNameRule(name))}
            />
          </FormField>
          <FormField label="手机号" error={errors.mobile}>
            <Input
              name="mobile"
              value={mobile}
              inputMode="numeric"
              maxLength={11}
              placeholder="请输入手机号"
              autoComplete="tel"
              onChange={(event) => setMobile(stripCommasAndSpaces(event.currentTarget.value))}
              onBlur={() => show('mobile', mobileRule(mobile))}
            />
          </FormField>
          <Button type="submit" colorPalette="brand" size="lg" mt={{ md: '6' }} loading={busy}>
            立即报名
          </Button>
        </SimpleGrid>
      </form>
    </Box>
  );
}
