import { Image, type ImageProps } from '@chakra-ui/react';

/** A product's or institution's logo in a fixed square; the name is its alternative text. */
export function LogoImage({ src, name, size = '72px' }: { src: string; name: string; size?: ImageProps['boxSize'] }) {
  return (
    <Image
      src={src}
      alt={name}
      boxSize={size}
      flexShrink={0}
      objectFit="contain"
      borderRadius="md"
      borderWidth="1px"
      borderColor="gray.100"
      bg="white"
      loading="lazy"
    />
  );
}
