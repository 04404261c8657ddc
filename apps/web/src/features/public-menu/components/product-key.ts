/** Key of a product within the page: a product may appear in several categories. */
export const productKey = (categoryId: string, productId: string) => `${categoryId}/${productId}`;
