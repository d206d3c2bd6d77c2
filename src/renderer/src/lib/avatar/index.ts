// Avatars resolved in the spec's order (§3).
export {
  AVATAR_THUMBNAIL_PX,
  avatarImageUrls,
  contentImageUrl,
  emailHashImageUrl,
  initialsColor,
  initialsOf,
  type AvatarBases,
  type AvatarSubject,
} from './avatar-sources';
export { UserAvatar } from './user-avatar';
