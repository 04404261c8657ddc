/** Id of a category's section: the target of its link in the category row. */
export const categoryAnchor = (categoryId: string) => `category-${categoryId}`;
