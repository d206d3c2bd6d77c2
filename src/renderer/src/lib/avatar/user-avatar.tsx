// An avatar resolved in the spec's order (§3): each image in turn, falling through to the next
// when it fails to load, then initials on their colour, then a user icon.
import { Avatar, type AvatarProps } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  avatarImageUrls,
  initialsColor,
  INITIALS_SHADE,
  initialsOf,
  type AvatarBases,
  type AvatarSize,
  type AvatarSubject,
} from './avatar-sources';

export interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'name' | 'color' | 'children'> {
  subject: AvatarSubject;
  bases: AvatarBases;
  imageSize?: AvatarSize;
}

export function UserAvatar({ subject, bases, imageSize = 'thumbnail', ...props }: UserAvatarProps) {
  const [urls, setUrls] = useState<string[]>([]);
  const [failed, setFailed] = useState(0);
  const { avatarId, email } = subject;
  const { contentUrl, emailHashUrl } = bases;

  useEffect(() => {
    let current = true;
    void avatarImageUrls({ avatarId, email }, { contentUrl, emailHashUrl }, imageSize).then(
      (resolved) => {
        if (!current) return;
        setUrls(resolved);
        setFailed(0);
      },
    );
    return () => {
      current = false;
    };
  }, [avatarId, email, contentUrl, emailHashUrl, imageSize]);

  const src = urls[failed];
  if (src !== undefined) {
    return (
      <Avatar
        key={src}
        src={src}
        alt=""
        imageProps={{
          onError: () => {
            setFailed((count) => count + 1);
          },
        }}
        {...props}
      />
    );
  }
  const initials = initialsOf(subject);
  if (initials !== null) {
    return (
      <Avatar
        color={`${initialsColor(initials)}.${INITIALS_SHADE}`}
        variant="filled"
        autoContrast={false}
        {...props}
      >
        {initials}
      </Avatar>
    );
  }
  return (
    <Avatar {...props}>
      <IconUser size="60%" stroke={1.6} aria-hidden />
    </Avatar>
  );
}
