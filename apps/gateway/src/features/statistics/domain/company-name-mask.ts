/** A place name the company's name starts with: 广州市 / 广州 and a district (…区), in either order of presence. */
const PLACE = /^(广州市|广州)?([\u4e00-\u9fa5]{2}区)?/;
/** Legal-form endings kept whole, so a reader still sees what kind of company it is. */
const ENDINGS = ['股份有限公司', '有限责任公司', '有限公司', '个人独资企业', '合伙企业', '农民专业合作社'];
const MASK = '**';
/** Characters of the trade name (字号) hidden: the first two, which are what identifies the company. */
const HIDDEN = 2;

/**
 * A company's name as a public success case shows it (ours; docs/decisions/0043-institutions-postal-zone-and-home-statistics.md "Home statistics"): the place it
 * starts with and its legal-form ending stay; the first two characters of what is between (the trade name) become
 * two asterisks, the rest (the line of business) stays — 广州市天河区领博大排档 → 广州市天河区**大排档.
 */
export function maskCompanyName(name: string): string {
  const whole = name.trim();
  const place = PLACE.exec(whole)?.[0] ?? '';
  const ending = ENDINGS.find((text) => whole.endsWith(text) && whole.length > place.length + text.length) ?? '';
  const middle = [...whole.slice(place.length, whole.length - ending.length)];
  return `${place}${MASK}${middle.slice(HIDDEN).join('')}${ending}`;
}
