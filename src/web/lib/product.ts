import { msg } from './i18n';

/** The product's name, an interface text like any other: shown with `t('Indiana Halal Directory')` or `translate(PRODUCT_NAME)`. */
export const PRODUCT_NAME = msg('Indiana Halal Directory');
