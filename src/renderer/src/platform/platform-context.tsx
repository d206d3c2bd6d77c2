// Hands the detected platform to components.
import { requiredContext } from '../lib/required-context';
import type { Platform } from './platform';

const platformContext = requiredContext<Platform>('Platform');

export const PlatformProvider = platformContext.Provider;
export const usePlatform = platformContext.use;
