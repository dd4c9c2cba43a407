import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Box, HStack, Text } from '@chakra-ui/react';
import { QUIET_ERRORS } from '#shared/api/apollo-client.ts';
import { ApplicantBlock, type ApplicantFields } from './ApplicantBlock';
import { DeskMaterials } from './DeskMaterials';
import { OrgDeskAuthorisationQuery } from './desk-deskview-operations';
import { authorisationText } from './desk-format';

/**
 * The decision desk on the application's detail (issue 20, deskview): the company's data authorisation, and while it
 * is in force the applicant's block and the materials; otherwise the detail says so and shows neither.
 */
export function DeskPanel({
  id,
  application,
  restricted,
}: {
  id: string;
  application: ApplicantFields;
  restricted: boolean;
}) {
  const { data } = useQuery(OrgDeskAuthorisationQuery, {
    variables: { id },
    fetchPolicy: 'network-only',
    context: QUIET_ERRORS,
  });
  const state = data?.orgDeskAuthorisation;
  if (!state) return null;
  const inForce = state.state === 'in_force';
  return (
    <>
      <Box bg="white" borderRadius="lg" px="6" py="3" boxShadow="sm" data-testid="desk-authorisation">
        <HStack gap="3">
          <Text fontSize="sm" fontWeight="medium">
            数据授权
          </Text>
          <Badge colorPalette={inForce ? 'green' : 'red'} data-state={state.state}>
            {authorisationText(state)}
          </Badge>
        </HStack>
        {inForce ? null : (
          <Alert.Root status="warning" mt="3" size="sm">
            <Alert.Indicator />
            <Alert.Title>企业的数据授权已不在有效期内：企业联系方式和申请材料不再显示，不能查阅</Alert.Title>
          </Alert.Root>
        )}
      </Box>
      {inForce && !restricted ? <ApplicantBlock application={application} /> : null}
      {inForce && !restricted ? <DeskMaterials id={id} /> : null}
    </>
  );
}
