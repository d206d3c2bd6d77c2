// The products back office's products (src/shared/sales/products.ts): the list (productsView),
// create, save whole and delete (productsEdit), the image upload, and the image files themselves,
// served without a token (products-images.ts says why that is safe).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_PATHS,
  productDetailSchema,
  productIdParamsSchema,
  productImageFileParamsSchema,
  productInputSchema,
  productListQuerySchema,
  productPageSchema,
} from '@shared/sales/products';
import { recordAudit } from '../auth/audit-log';
import { notFoundError, notFoundInTenant } from '../http/errors';
import type { ModuleDependencies } from '../http/module';
import { publishingTenantRoutes } from '../http/tenant-routes';
import { catalogueWrite, productsContext } from './products-access';
import { checkedImage, imageUrlOf } from './products-images';
import { loadImage, setProductImage, storeImage } from './products-images-store';
import { listProductsPage, loadProductDetail } from './products-store';
import { createProduct, mustLoadProduct, removeProduct, saveProduct } from './products-writes';

/** An image stays the same for good under its hash: a year, and never revalidated. */
const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const productsRoutes = publishingTenantRoutes((app, deps) => {
  const { database } = deps;

  app.get(
    PRODUCT_PATHS.products,
    { schema: { querystring: productListQuerySchema, response: { 200: productPageSchema } } },
    async (request) => {
      const context = await productsContext(database, request, 'productsView');
      return listProductsPage(database, context.tenantId, request.query);
    },
  );

  app.get(
    PRODUCT_PATHS.product,
    { schema: { params: productIdParamsSchema, response: { 200: productDetailSchema } } },
    async (request) => {
      const context = await productsContext(database, request, 'productsView');
      const detail = await loadProductDetail(database, context.tenantId, request.params.id);
      if (detail === null) throw notFoundInTenant('product', request.params.id);
      return detail;
    },
  );

  app.post(
    PRODUCT_PATHS.products,
    { schema: { body: productInputSchema, response: { 201: productDetailSchema } } },
    async (request, reply) => {
      const detail = await catalogueWrite(
        deps,
        request,
        (tx, context) => createProduct(tx, context, request.body),
        (created) => created.id,
      );
      return reply.code(201).send(detail);
    },
  );

  app.put(
    PRODUCT_PATHS.product,
    {
      schema: {
        params: productIdParamsSchema,
        body: productInputSchema,
        response: { 200: productDetailSchema },
      },
    },
    (request) =>
      catalogueWrite(
        deps,
        request,
        (tx, context) => saveProduct(tx, context, request.params.id, request.body),
        (saved) => saved.id,
      ),
  );

  app.delete(
    PRODUCT_PATHS.product,
    { schema: { params: productIdParamsSchema, response: { 204: z.undefined() } } },
    async (request, reply) => {
      const { id } = request.params;
      await catalogueWrite(
        deps,
        request,
        (tx, context) => removeProduct(tx, context, id),
        () => id,
      );
      return reply.code(204).send(undefined);
    },
  );

  /**
   * Sets or drops the product's image; answers the product as the editor shows it. The upload is
   * checked (`image`) only once the caller may edit products and the product is theirs: anyone
   * else is refused (403, 404) with the upload unread.
   */
  async function changeImage(
    request: FastifyRequest,
    productId: string,
    image: () => ReturnType<typeof checkedImage> | null,
  ) {
    return catalogueWrite(
      deps,
      request,
      async (tx, context) => {
        const before = await mustLoadProduct(tx, context.tenantId, productId);
        const upload = image();
        if (upload !== null) await storeImage(tx, context.tenantId, upload);
        const imageUrl = upload === null ? null : imageUrlOf(upload.sha256);
        await setProductImage(tx, context.tenantId, productId, imageUrl);
        await recordAudit(tx, context, {
          action: upload === null ? 'sales.product.image.delete' : 'sales.product.image.update',
          targetType: 'sales_product',
          targetId: productId,
          before: { imageUrl: before.imageUrl },
          after: { imageUrl },
        });
        return mustLoadProduct(tx, context.tenantId, productId);
      },
      () => productId,
    );
  }

  app.register((scope, _options, registered) => {
    // The body is the image itself, whatever type it declares; its first bytes decide.
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, parsed) => {
      parsed(null, body);
    });
    scope.withTypeProvider<ZodTypeProvider>().put(
      PRODUCT_PATHS.productImage,
      {
        // One byte over the limit still reaches checkedImage, which says what the limit is.
        bodyLimit: PRODUCT_IMAGE_MAX_BYTES + 1,
        schema: { params: productIdParamsSchema, response: { 200: productDetailSchema } },
      },
      (request) => changeImage(request, request.params.id, () => checkedImage(request.body)),
    );
    registered();
  });

  app.delete(
    PRODUCT_PATHS.productImage,
    { schema: { params: productIdParamsSchema, response: { 200: productDetailSchema } } },
    (request) => changeImage(request, request.params.id, () => null),
  );
});

/** The image files, outside requireTenant: an <img> sends no bearer token. */
export const productImageFileRoutes: FastifyPluginCallbackZod<ModuleDependencies> = (
  app,
  { database },
  done,
) => {
  app.get(
    PRODUCT_PATHS.productImageFile,
    { schema: { params: productImageFileParamsSchema } },
    async (request, reply) => {
      const image = await loadImage(database, request.params.hash);
      if (image === null) throw notFoundError('There is no such image.');
      return reply
        .type(image.contentType)
        .header('Cache-Control', IMAGE_CACHE_CONTROL)
        .send(image.bytes);
    },
  );
  done();
};
