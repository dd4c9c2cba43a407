import { Button, type ButtonProps, Group, type GroupProps, Input, type InputProps } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';

/** How the field and its 搜索 button look: over a page's banner, or inside a white filter panel. */
const LOOKS = {
  banner: {
    group: { w: 'full' },
    input: { bg: 'white', size: 'lg' },
    button: { size: 'lg', bg: 'accent.500', color: 'gray.900', _hover: { bg: 'accent.400' }, px: '8' },
  },
  panel: {
    group: {},
    input: { size: { base: 'lg', md: 'md' } },
    button: { colorPalette: 'brand', size: { base: 'lg', md: 'md' } },
  },
} satisfies Record<string, { group: GroupProps; input: InputProps; button: ButtonProps }>;

/**
 * A list's keyword search: the text follows the keyword of the address, and 搜索 hands on the trimmed text (none when
 * blank). The list keeps the keyword in its address, so the field shows it again after a reload or going back.
 */
export function KeywordSearchForm({
  keyword,
  onSearch,
  formLabel,
  fieldLabel,
  placeholder,
  maxLength,
  maxW,
  look,
}: {
  keyword: string | undefined;
  onSearch: (keyword?: string) => void;
  /** The form's name, e.g. 搜索产品. */
  formLabel: string;
  /** The field's name, e.g. 关键词. */
  fieldLabel: string;
  placeholder: string;
  maxLength: number;
  maxW: string;
  look: keyof typeof LOOKS;
}) {
  const [text, setText] = useState(keyword ?? '');
  useEffect(() => setText(keyword ?? ''), [keyword]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim() || undefined);
  };

  return (
    <form onSubmit={submit} aria-label={formLabel}>
      <Group attached {...LOOKS[look].group} maxW={maxW}>
        <Input
          {...LOOKS[look].input}
          placeholder={placeholder}
          aria-label={fieldLabel}
          maxLength={maxLength}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Button type="submit" {...LOOKS[look].button}>
          搜索
        </Button>
      </Group>
    </form>
  );
}
