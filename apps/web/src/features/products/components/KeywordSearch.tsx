import { Button, Group, Input } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { KEYWORD_MAX_LENGTH } from '../product-search';

/** Search in product and institution names. */
export function KeywordSearch({
  keyword,
  onSearch,
}: {
  keyword: string | undefined;
  onSearch: (keyword?: string) => void;
}) {
  const [text, setText] = useState(keyword ?? '');
  useEffect(() => setText(keyword ?? ''), [keyword]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim() || undefined);
  };

  return (
    <form onSubmit={submit} aria-label="搜索产品">
      <Group attached w="full" maxW="640px">
        <Input
          bg="white"
          size="lg"
          placeholder="请输入产品名称或机构名称"
          aria-label="关键词"
          maxLength={KEYWORD_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Button type="submit" size="lg" bg="accent.500" color="gray.900" _hover={{ bg: 'accent.400' }} px="8">
          搜索
        </Button>
      </Group>
    </form>
  );
}
