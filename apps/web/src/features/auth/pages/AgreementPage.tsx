import { useQuery } from '@apollo/client/react';
import { Box, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { NO_LOADING, QUIET_ERRORS } from '#shared/api/request-context.ts';
import { isNumericId } from '#shared/validation/url-numbers.ts';
import { AGREEMENT_TEXTS, agreementFailureText } from '../protocols/agreement-texts';
import { ProtocolDetailQuery } from '../protocols/protocol-detail-operation';
import { sanitizeAgreementHtml } from '../protocols/sanitize-html';

const PROSE = {
  lineHeight: '1.9',
  color: 'gray.700',
  '& h1, & h2, & h3': { fontWeight: 'semibold', color: 'gray.800', mt: '6', mb: '3' },
  '& h1': { fontSize: '2xl', textAlign: 'center', mt: '0' },
  '& h2': { fontSize: 'lg' },
  '& h3': { fontSize: 'md' },
  '& p': { my: '2' },
  '& ol, & ul': { ps: '6', my: '2' },
  '& ol': { listStyleType: 'decimal' },
  '& ul': { listStyleType: 'disc' },
  '& li': { my: '1' },
  '& a': { color: 'brand.600', textDecoration: 'underline' },
  '& strong': { fontWeight: 'semibold' },
  '& table': { borderCollapse: 'collapse', my: '3' },
  '& td, & th': { borderWidth: '1px', borderColor: 'gray.200', px: '2', py: '1' },
} as const;

/** Spec §2 agreement pages: a protocol's HTML (隐私政策 1, 用户服务协议 2, …) loaded from the server. */
export function AgreementPage() {
  const { id = '' } = useParams();
  const validId = isNumericId(id);
  const { data, loading, error } = useQuery(ProtocolDetailQuery, {
    variables: { id },
    skip: !validId,
    context: { ...QUIET_ERRORS, ...NO_LOADING },
  });
  const protocol = data?.protocol;
  const html = useMemo(() => (protocol ? sanitizeAgreementHtml(protocol.content) : ''), [protocol]);

  let body: ReactNode;
  if (loading) {
    body = (
      <Stack align="center" py="16" gap="3" color="gray.500" aria-busy="true">
        <Spinner color="brand.600" />
        <Text>{AGREEMENT_TEXTS.loading}</Text>
      </Stack>
    );
  } else if (!protocol) {
    body = (
      <Text py="16" textAlign="center" color="red.600" role="alert">
        {error ? agreementFailureText(error) : AGREEMENT_TEXTS.failed}
      </Text>
    );
  } else {
    body = (
      <>
        {/* The texts carry their own title and version; a text without them gets the protocol's. */}
        {!/<h1[\s>]/i.test(html) && (
          <>
            <Heading as="h1" size="2xl" textAlign="center" mb="2">
              {protocol.title}
            </Heading>
            <Text textAlign="center" fontSize="sm" color="gray.500" mb="6">
              版本：{protocol.version}
            </Text>
          </>
        )}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the gateway and again by DOMPurify */}
        <Box css={PROSE} dangerouslySetInnerHTML={{ __html: html }} data-testid="agreement-content" />
      </>
    );
  }
  return (
    <Container maxW="4xl" py="10">
      <Box bg="white" borderRadius="lg" borderWidth="1px" px={{ base: '5', md: '12' }} py="10">
        {body}
      </Box>
    </Container>
  );
}
