/** The product's name, used in the interface, emails and documents. */
export const BRAND = "ReinstateLetter";
