import { CareModeToggle } from '@sme/ui/care';

/** The 关怀版 switch in the portal's utility bar (white on the brand blue). */
export function CareModeSwitch() {
  return (
    <CareModeToggle
      color="inherit"
      borderColor="whiteAlpha.700"
      _hover={{ bg: 'whiteAlpha.200' }}
      _pressed={{ bg: 'accent.400', color: 'brand.950', borderColor: 'accent.400' }}
      me={{ base: '2', md: 'auto' }}
      ms={{ base: '0', md: '4' }}
    />
  );
}
