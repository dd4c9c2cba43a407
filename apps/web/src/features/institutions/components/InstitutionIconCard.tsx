import { LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { institutionPath } from '#shared/catalog/catalog-paths.ts';
import { LogoImage } from '#shared/ui/LogoImage.tsx';

/** An institution as a logo with its name, linking to its page. */
export function InstitutionIconCard({ institution }: { institution: { id: string; name: string; logo: string } }) {
  return (
    <LinkBox
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      textAlign="center"
      _hover={{ borderColor: 'brand.300', boxShadow: 'sm' }}
      data-testid="institution-icon"
    >
      <LogoImage src={institution.logo} name={institution.name} size="48px" />
      <LinkOverlay asChild>
        <RouterLink to={institutionPath(institution.id)}>
          <Text fontSize="sm" color="gray.700" mt="2" lineClamp={2} minH="2lh">
            {institution.name}
          </Text>
        </RouterLink>
      </LinkOverlay>
    </LinkBox>
  );
}
