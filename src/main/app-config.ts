// Zyno Desktop's start-up configuration from the environment, validated once.
import { z } from 'zod';

const DEFAULT_SERVER_URL = 'http://127.0.0.1:4000';

const environmentSchema = z.object({
  ZYNO_SERVER_URL: z
    .url({ protocol: /^https?$/, error: 'ZYNO_SERVER_URL must be an http(s) URL.' })
    .default(DEFAULT_SERVER_URL),
});

export interface DesktopAppConfig {
  /** The origin serving the web app and its /config.json. */
  appOrigin: string;
}

export function readDesktopAppConfig(environment: NodeJS.ProcessEnv): DesktopAppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((issue) => issue.message).join(' '));
  }
  return { appOrigin: new URL(parsed.data.ZYNO_SERVER_URL).origin };
}
