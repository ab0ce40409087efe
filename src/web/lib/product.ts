export const PRODUCT_NAME = 'Indiana Halal Directory';
