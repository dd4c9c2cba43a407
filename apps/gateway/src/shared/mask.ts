/** A person's name with the middle hidden: 林*燕, 陈*, 欧**明 (first and last character kept from 3 up). */
export function maskPersonName(name: string): string {
  const characters = [...name.trim()];
  if (characters.length <= 1) return characters.length ? '*' : '';
  if (characters.length === 2) return `${characters[0]}*`;
  return `${characters[0]}${'*'.repeat(characters.length - 2)}${characters[characters.length - 1]}`;
}
