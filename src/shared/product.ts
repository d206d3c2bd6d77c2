// The product's name and build, as users see them (spec §1).
export const PRODUCT_NAME = 'Zyno';
export const DESKTOP_PRODUCT_NAME = 'Zyno Desktop';
export const PRODUCT_VERSION = '25.727.740';
