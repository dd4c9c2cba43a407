/** Purpose recorded on the stored files attached to an application (the files feature keeps them). */
export const MATERIAL_PURPOSE = 'loan_application';

/** The reference recorded on the files attached to application `id`. */
export const materialRef = (id: number): string => `loan_application:${id}`;
