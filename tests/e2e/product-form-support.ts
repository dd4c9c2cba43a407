import type { Locator } from 'playwright-core';

/**
 * Fills the workbench's product form (产品管理 → 新增产品) past its name and choices: the amounts (万元) given, the
 * rates (3.6–5.2 %) and terms (6–36 months) the product tests share, and the summary.
 */
export async function fillProductTerms(
  form: Locator,
  amounts: { min: string; max: string },
  summary: string,
): Promise<void> {
  await form.getByLabel('最低额度（万元）').fill(amounts.min);
  await form.getByLabel('最高额度（万元）').fill(amounts.max);
  await form.getByLabel('最低年利率（%）').fill('3.6');
  await form.getByLabel('最高年利率（%）').fill('5.2');
  await form.getByLabel('最短期限（月）').fill('6');
  await form.getByLabel('最长期限（月）').fill('36');
  await form.getByLabel('产品简介').fill(summary);
}
