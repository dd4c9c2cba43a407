import { Paragraphs } from '../ui/Paragraphs';
import { DetailSection } from './DetailFrame';

export interface ProductTexts {
  introduction: string | null | undefined;
  conditions: string | null | undefined;
  materials: string | null | undefined;
}

/** A product's own texts on its detail page: 产品介绍, then 申请条件 and 所需材料 as numbered lists. */
export function ProductTextSections({ product }: { product: ProductTexts }) {
  return (
    <>
      <DetailSection title="产品介绍">
        <Paragraphs text={product.introduction} />
      </DetailSection>
      <DetailSection title="申请条件">
        <Paragraphs text={product.conditions} numbered />
      </DetailSection>
      <DetailSection title="所需材料">
        <Paragraphs text={product.materials} numbered />
      </DetailSection>
    </>
  );
}
