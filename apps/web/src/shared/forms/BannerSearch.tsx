import { Button, Group, Input } from '@chakra-ui/react';
import { useKeywordSearch } from './useKeywordSearch';

interface BannerSearchProps {
  /** The form's name. */
  label: string;
  /** The field's name. */
  fieldLabel: string;
  placeholder: string;
  maxLength: number;
  maxW: string;
  /** The search in force (none on a page that only leads to the list). */
  keyword?: string;
  onSearch: (keyword?: string) => void;
  /** The typed text's colour, on a banner whose own text colour would not show on the white field. */
  color?: string;
}

/** The large keyword field with the accent 搜索 button, as the home and product list banners show it. */
export function BannerSearch({
  label,
  fieldLabel,
  placeholder,
  maxLength,
  maxW,
  keyword,
  onSearch,
  color,
}: BannerSearchProps) {
  const { text, setText, submit } = useKeywordSearch(keyword, onSearch);
  return (
    <form onSubmit={submit} aria-label={label}>
      <Group attached w="full" maxW={maxW}>
        <Input
          size="lg"
          bg="white"
          color={color}
          placeholder={placeholder}
          aria-label={fieldLabel}
          maxLength={maxLength}
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
