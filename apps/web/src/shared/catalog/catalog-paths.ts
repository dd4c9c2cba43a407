/** The detail routes of spec §2 a catalogue summary links to. */
export const productPath = (id: string): string => `/product/${id}`;
export const institutionPath = (id: string): string => `/financialInstitution/${id}`;
