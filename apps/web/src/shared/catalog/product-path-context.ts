import { createContext, useContext } from 'react';
import { productPath } from './catalog-paths';

/**
 * Where a product card links to. A product class's page (/productClassDetail/{id}) links with its class, so that the
 * detail's 立即申请 goes to /applyFromClass and the result pages are the FromClass ones (spec §2).
 */
export const ProductPathContext = createContext<(id: string) => string>(productPath);

export const useProductPath = () => useContext(ProductPathContext);

/** The detail address of a product reached from the class `classId`. */
export const productPathFromClass =
  (classId: string) =>
  (id: string): string =>
    `${productPath(id)}?classId=${encodeURIComponent(classId)}`;
