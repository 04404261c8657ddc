export { NewCategoryPage as Component } from '@/features/catalogue/categories/components/new-category-page';
