// Avatars resolved in the spec's order (§3).
export { UserAvatar } from './user-avatar';
