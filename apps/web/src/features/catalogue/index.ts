// The catalogue feature's public surface (products, categories, menus): what other features may
// use. Everything else is internal.
export * from './categories/api/create-category';
export * from './categories/components/category-form';
export * from './menus/api/create-menu';
export * from './menus/components/menu-form';
export * from './products/api/create-product';
export * from './products/components/product-form';
