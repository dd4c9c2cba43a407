import { useQuery } from '@apollo/client/react';
import { Container, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorState } from '#shared/ui/ErrorState.tsx';
import { SectionHeading } from '#shared/ui/SectionHeading.tsx';
import { ZoneProductList } from '../components/ZoneProductList';
import { ZoneProgramme } from '../components/ZoneProgramme';
import { pageFromParams, ZONE_PAGE_SIZE, type ZoneKey } from '../zone-rules';
import { ZonePageQuery } from '../zones-operations';

/** A zone page: its programme, then its products (paged by ?page=), then what the zone adds below (a form). */
export function ZonePage({ zoneKey, extra }: { zoneKey: ZoneKey; extra?: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const { data, previousData, error, refetch } = useQuery(ZonePageQuery, {
    variables: { key: zoneKey, page: { pageNum: page, pageSize: ZONE_PAGE_SIZE } },
  });
  const zone = (data ?? previousData)?.productZone;
  const changePage = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };

  return (
    <Container maxW="7xl" py={{ base: '4', md: '8' }}>
      <Stack gap="8">
        {error ? (
          <ErrorState error={error} onRetry={() => void refetch()} />
        ) : zone ? (
          <ZoneProgramme name={zone.name} slogan={zone.slogan} programme={zone.programme} />
        ) : (
          <Skeleton h="220px" borderRadius="xl" />
        )}
        {extra}
        {!error && (
          <section aria-label="专区产品">
            <SectionHeading title="专区产品" subtitle="点击产品查看详情并在线申请" />
            <ZoneProductList
              products={zone?.products.records}
              total={zone?.products.total}
              page={page}
              onPageChange={changePage}
            />
          </section>
        )}
      </Stack>
    </Container>
  );
}

export const BiomedicinePage = () => <ZonePage zoneKey="biomedicine" />;
export const GreenZonePage = () => <ZonePage zoneKey="green" />;
export const ProcurementZonePage = () => <ZonePage zoneKey="procure" />;
export const ParkZonePage = () => <ZonePage zoneKey="bqw" />;
export const LendingCenterPage = () => <ZonePage zoneKey="lendingcenter" />;
