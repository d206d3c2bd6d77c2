// The editor's image: a preview, upload (PNG, JPEG or WebP up to 2 MB; the server checks the
// bytes) and remove. It saves at once, apart from the form: an image is its own resource.
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { PRODUCT_IMAGE_TYPES, type ProductDetail } from '@shared/sales/products';
import { apiErrorText } from '../../../api';
import { ErrorAlert } from '../../../ui';
import { PRODUCT_MESSAGES as M } from './messages';
import { productQuery, useProductsApi } from './products-api';
import { useTenantId } from './products-access';
import { ProductThumbnail } from './product-thumbnail';
import { useCatalogueMutation } from './use-catalogue-mutation';

export function ProductImageField({
  product,
  readOnly,
}: {
  /** Null: a product not yet saved, which cannot have an image yet. */
  product: ProductDetail | null;
  readOnly: boolean;
}) {
  const api = useProductsApi();
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  const shown = (updated: ProductDetail) => {
    queryClient.setQueryData(productQuery(api, tenantId, updated.id).queryKey, updated);
  };
  const upload = useCatalogueMutation((file: File) => api.uploadImage(product?.id ?? '', file), {
    onSuccess: shown,
  });
  const remove = useCatalogueMutation(() => api.removeImage(product?.id ?? ''), {
    onSuccess: shown,
  });
  if (product === null) {
    return (
      <Text size="sm" c="dimmed">
        {M.imageAfterSave}
      </Text>
    );
  }
  const failure = upload.error ?? remove.error;
  return (
    <Stack gap="xs">
      <Group gap="md" align="center">
        <ProductThumbnail
          name={product.name}
          imageUrl={product.imageUrl}
          size={96}
          alt={M.imageAlt(product.name)}
        />
        {readOnly ? null : (
          <Stack gap={6}>
            <FileButton
              accept={PRODUCT_IMAGE_TYPES.join(',')}
              onChange={(file) => {
                if (file !== null) upload.mutate(file);
              }}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  leftSection={<IconPhotoUp size={16} />}
                  loading={upload.isPending}
                >
                  {product.imageUrl === null ? M.uploadImage : M.replaceImage}
                </Button>
              )}
            </FileButton>
            {product.imageUrl === null ? null : (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                loading={remove.isPending}
                onClick={() => {
                  remove.mutate(undefined);
                }}
              >
                {M.removeImage}
              </Button>
            )}
            <Text size="xs" c="dimmed">
              {M.imageHint}
            </Text>
          </Stack>
        )}
      </Group>
      <ErrorAlert message={failure === null ? null : apiErrorText(failure)} />
    </Stack>
  );
}
