import { Box, SimpleGrid, Stat } from '@chakra-ui/react';
import type { HomeStatisticsQuery } from '#gql/graphql.ts';
import { formatWan } from '#shared/format/amount.ts';

type Data = Pick<HomeStatisticsQuery, 'financingFigures' | 'enterpriseFigures'>;

interface Figure {
  key: string;
  label: string;
  value: string;
  unit: string;
}

/** The platform's figures, as the gateway computed them from the applications and accounts. */
export function figuresOf({ financingFigures: f, enterpriseFigures: e }: Data): Figure[] {
  return [
    { key: 'registeredCount', label: '入驻企业', value: String(e.registeredCount), unit: '家' },
    { key: 'certifiedCount', label: '认证企业', value: String(e.certifiedCount), unit: '家' },
    { key: 'enterpriseCount', label: '服务企业', value: String(f.enterpriseCount), unit: '家' },
    { key: 'applyCount', label: '融资申请', value: String(f.applyCount), unit: '笔' },
    { key: 'applyAmount', label: '申请金额', value: formatWan(f.applyAmount), unit: '万元' },
    { key: 'creditAmount', label: '授信金额', value: formatWan(f.creditAmount), unit: '万元' },
    { key: 'loanCount', label: '放款笔数', value: String(f.loanCount), unit: '笔' },
    { key: 'loanAmount', label: '放款金额', value: formatWan(f.loanAmount), unit: '万元' },
  ];
}

export function FiguresBand({ data }: { data: Data }) {
  return (
    <Box bg="brand.700" color="white" borderRadius="xl" px={{ base: '4', md: '8' }} py="6">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap={{ base: '4', md: '6' }} data-testid="home-figures">
        {figuresOf(data).map((figure) => (
          <Stat.Root key={figure.key} data-testid={`figure-${figure.key}`}>
            <Stat.Label color="whiteAlpha.800">{figure.label}</Stat.Label>
            <Stat.ValueText fontSize={{ base: 'xl', md: '2xl' }}>
              <span data-testid="figure-value">{figure.value}</span>
              <Stat.ValueUnit color="whiteAlpha.800">{figure.unit}</Stat.ValueUnit>
            </Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
    </Box>
  );
}
