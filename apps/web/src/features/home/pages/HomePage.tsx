import { Box, Button, Container } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { SectionHeading } from '../../../shared/ui/SectionHeading';
import { EntryCards } from '../components/EntryCards';
import { HomeBanner } from '../components/HomeBanner';
import { InstitutionStrip } from '../components/InstitutionStrip';
import { TopProducts } from '../components/TopProducts';

/** The landing page: banner, service entries, the private-economy zone with top products, partner institutions. */
export function HomePage() {
  return (
    <>
      <HomeBanner />
      <EntryCards />
      <Container maxW="7xl" as="section" id="private-economy-zone" pt="16" aria-label="民营经济专区">
        <SectionHeading
          title="民营经济专区"
          subtitle="精选适合民营中小企业的融资产品"
          action={
            <Button asChild variant="ghost" colorPalette="brand" size="sm">
              <RouterLink to="/product">更多产品 ›</RouterLink>
            </Button>
          }
        />
        <TopProducts />
      </Container>
      <Container maxW="7xl" as="section" pt="12" aria-label="合作金融机构">
        <SectionHeading
          title="合作金融机构"
          subtitle="银行、担保、小贷、融资租赁等机构入驻平台"
          action={
            <Button asChild variant="ghost" colorPalette="brand" size="sm">
              <RouterLink to="/financialInstitution">全部机构 ›</RouterLink>
            </Button>
          }
        />
        <InstitutionStrip />
      </Container>
      <Box h="4" />
    </>
  );
}
