import { Box, Button, Container, HStack, Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PopUpButton } from '#shared/ui/PopUpButton.tsx';
import { SectionHeading } from '#shared/ui/SectionHeading.tsx';
import { WhenNear } from '#shared/ui/WhenNear.tsx';
import { EntryCards } from '../components/EntryCards';
import { HomeBanner } from '../components/HomeBanner';
import { TopProductsSkeleton } from '../components/TopProductsSkeleton';

// Below the banner: their own chunks (the product cards', the statistics', the institutions' and the news' code is not
// in the first load), loaded when the reader comes near them.
const TopProducts = lazy(() => import('../components/TopProducts').then((module) => ({ default: module.TopProducts })));
const HomeStatistics = lazy(() =>
  import('../statistics/HomeStatistics').then((module) => ({ default: module.HomeStatistics })),
);
const InstitutionStrip = lazy(() =>
  import('../components/InstitutionStrip').then((module) => ({ default: module.InstitutionStrip })),
);
const LatestNews = lazy(() => import('../components/LatestNews').then((module) => ({ default: module.LatestNews })));
const STATISTICS_HEIGHT = '560px';
const INSTITUTIONS_HEIGHT = '160px';
const NEWS_HEIGHT = '320px';

/**
 * The landing page: banner, service entries, the private-economy zone with top products, the platform's financing
 * figures (ranking, success cases), partner institutions, and the floating one-click estimate button.
 */
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
        <WhenNear minHeight="640px" testId="home-products-slot">
          <Suspense fallback={<TopProductsSkeleton />}>
            <TopProducts />
          </Suspense>
        </WhenNear>
      </Container>
      <WhenNear minHeight={STATISTICS_HEIGHT} testId="home-statistics-slot">
        <Suspense fallback={<Skeleton h={STATISTICS_HEIGHT} aria-hidden="true" />}>
          <HomeStatistics />
        </Suspense>
      </WhenNear>
      <Container maxW="7xl" as="section" pt="12" aria-label="合作金融机构">
        <SectionHeading
          title="合作金融机构"
          subtitle="银行、担保、小贷、融资租赁等机构入驻平台"
          action={
            <HStack gap="1">
              <Button asChild variant="ghost" colorPalette="brand" size="sm">
                <RouterLink to="/creditInstitution">信贷机构 ›</RouterLink>
              </Button>
              <Button asChild variant="ghost" colorPalette="brand" size="sm">
                <RouterLink to="/financialInstitution">全部机构 ›</RouterLink>
              </Button>
            </HStack>
          }
        />
        <WhenNear minHeight={INSTITUTIONS_HEIGHT} testId="home-institutions-slot">
          <Suspense fallback={<Skeleton h={INSTITUTIONS_HEIGHT} aria-hidden="true" />}>
            <InstitutionStrip />
          </Suspense>
        </WhenNear>
      </Container>
      <Container maxW="7xl" as="section" pt="12" aria-label="新闻资讯">
        <WhenNear minHeight={NEWS_HEIGHT} testId="home-news-slot">
          <Suspense fallback={<Skeleton h={NEWS_HEIGHT} aria-hidden="true" />}>
            <LatestNews />
          </Suspense>
        </WhenNear>
      </Container>
      <Box h="4" />
      <PopUpButton to="/oneClickRate" short="测额" long="一键测额" track="首页一键测额" />
    </>
  );
}
