import { BannerSearch } from '#shared/forms/BannerSearch.tsx';
import { KEYWORD_MAX_LENGTH } from '../product-search';

/** Search in product and institution names. */
export function KeywordSearch({
  keyword,
  onSearch,
}: {
  keyword: string | undefined;
  onSearch: (keyword?: string) => void;
}) {
  return (
    <BannerSearch
      label="搜索产品"
      fieldLabel="关键词"
      placeholder="请输入产品名称或机构名称"
      maxLength={KEYWORD_MAX_LENGTH}
      maxW="640px"
      keyword={keyword}
      onSearch={onSearch}
    />
  );
}
