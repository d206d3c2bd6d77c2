// The incident icon's tooltips (spec §8), verbatim.
import { PRODUCT_NAME } from '@shared/product';

export const PLATFORM_STATUS_MESSAGES = {
  unreachable: `${PRODUCT_NAME} is unable to check the platform status.`,
  open: 'The platform is experiencing issues. Click for more details.',
  resolved: 'All platform incidents have been resolved. Click to dismiss.',
} as const;
