// The talk API family (spec §7), mounted under API_FAMILY_PREFIXES.talk: the talk app.
import type { ModuleDependencies } from '../http/module';
import { talkModule } from '../talk';
import { composeFamily } from './compose';

export const talkFamily = composeFamily<ModuleDependencies, object>([talkModule], {});
