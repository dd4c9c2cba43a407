import { Button } from '@chakra-ui/react';
import { NoData } from './NoData';

/** A filtered list that came back empty: 暂无数据, and while a filter is set, why (the hint) and 清除筛选条件. */
export function FilteredNoData({ filtered, hint, onClear }: { filtered: boolean; hint: string; onClear: () => void }) {
  return (
    <NoData hint={filtered ? hint : undefined}>
      {filtered && (
        <Button variant="outline" colorPalette="brand" size="sm" onClick={onClear}>
          清除筛选条件
        </Button>
      )}
    </NoData>
  );
}
