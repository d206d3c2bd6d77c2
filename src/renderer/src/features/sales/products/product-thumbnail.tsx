// A product's picture in a list or the editor: its image, or its initials on a neutral tile.
import { Avatar } from '@mantine/core';

export function ProductThumbnail({
  name,
  imageUrl,
  size = 32,
  alt = '',
}: {
  name: string;
  imageUrl: string | null;
  size?: number;
  alt?: string;
}) {
  return (
    <Avatar
      src={imageUrl}
      name={name}
      alt={alt}
      size={size}
      radius="sm"
      // The body's own text and a neutral tile: readable in either scheme.
      styles={{
        placeholder: {
          color: 'var(--mantine-color-text)',
          background: 'var(--mantine-color-default-hover)',
        },
      }}
    />
  );
}
