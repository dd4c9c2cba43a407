import { Box, Grid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ProgressSection } from './ProgressSection';

/** One labelled value of a progress block. */
export interface InfoRow {
  label: string;
  value: ReactNode;
  /** Shown in the error style (statuses 3/5/7/9/10). */
  error?: boolean;
}

/** A block of the progress view (产品信息 / 申请信息 / 服务信息) as label–value rows. */
export function InfoBlock({ title, rows, testId }: { title: string; rows: readonly InfoRow[]; testId: string }) {
  return (
    <ProgressSection title={title} testId={testId}>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} columnGap="8" rowGap="3">
        {rows.map((row) => (
          <Grid key={row.label} templateColumns="112px 1fr" gap="2" data-testid="info-row" data-label={row.label}>
            <Text color="gray.500" fontSize="sm">
              {row.label}
            </Text>
            {/* Breaks inside a token (a date, "12个月") only when the token alone is wider than the column. */}
            <Box fontSize="sm" color={row.error ? 'red.600' : 'gray.800'} overflowWrap="anywhere">
              {row.value}
            </Box>
          </Grid>
        ))}
      </Grid>
    </ProgressSection>
  );
}
