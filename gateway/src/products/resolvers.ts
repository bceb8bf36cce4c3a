import { mayWrite } from '@backoffice/schema/rules/access';
import { productInputRules } from '@backoffice/schema/rules/product';

import { ABOUT_THE_RECORD, inInputTerms } from '../core/inputFieldNames';
import { listPage } from '../core/paging';
import { toRestForm } from '../core/uploads';
import { validateInput } from '../core/validateInput';
import type { Resolvers } from '../generated/graphql';
import { BundleItem } from './BundleItem.resolvers';
import { Category } from './Category.resolvers';
import { checkChoiceCount, productChoicesOf } from './choices';
import {
  productInputFields,
  productSortFieldMap,
  productStatusMap,
  readProductMedia,
  toRestProductFields,
  withPricesOnly,
  withStatus,
} from './map';
import { Product } from './Product.resolvers';
import { ProductChoice } from './ProductChoice.resolvers';
import { ProductList } from './ProductList.resolvers';
import {
  createProduct,
  deleteProduct,
  fetchCategories,
  fetchProductChoices,
  listProducts,
  loadProduct,
  replaceProduct,
} from './rest';

export const productResolvers: Resolvers = {
  Product,
  Category,
  BundleItem,
  ProductList,
  ProductChoice,
  Query: {
    products: (_parent, { search, status, categoryId, page, perPage, sortBy, desc }, context) =>
      listPage('product list', { page, perPage }, (paging) =>
        listProducts(context, {
          search,
          status: productStatusMap.toRest(status) ?? undefined,
          category: categoryId,
          ...paging,
          orderby: productSortFieldMap.toRest(sortBy),
          desc,
        }),
      ),
    product: (_parent, { id }, context) => loadProduct(context, id),
    async productChoices(_parent, args, context) {
      checkChoiceCount(args.first);
      return productChoicesOf(await fetchProductChoices(context), args);
    },
    categories: (_parent, _args, context) => fetchCategories(context),
  },
  Mutation: {
    // The input is checked and every file read (type and size) before the REST API hears of the product.
    async createProduct(_parent, { input, media }, context) {
      const fields = toRestProductFields(validateInput(productInputRules, input));
      const { files } = await readProductMedia(media);
      return inInputTerms(productInputFields, createProduct(context, fields, toRestForm(fields, files)));
    },
    async updateProduct(_parent, { id, input, media }, context) {
      const values = validateInput(productInputRules, input);
      const fields = toRestProductFields(values);
      // A role that changes prices only (Finance) changes nothing else of the product, its media included.
      if (!mayWrite((await context.staff()).role, 'products')) {
        const priced = withPricesOnly(await loadProduct(context, id), fields, values.status);
        return inInputTerms(productInputFields, replaceProduct(context, id, priced, toRestForm(priced)));
      }
      const { files, removeMedia } = await readProductMedia(media);
      return inInputTerms(
        productInputFields,
        replaceProduct(context, id, fields, toRestForm({ ...fields, remove_media: removeMedia }, files)),
      );
    },
    async setProductStatus(_parent, { id, status }, context) {
      const product = await loadProduct(context, id);
      context.history.before({ status: productStatusMap.fromRest(product.status) });
      const fields = withStatus(product, status);
      return inInputTerms(productInputFields, replaceProduct(context, id, fields, toRestForm(fields)));
    },
    deleteProduct: (_parent, { id }, context) =>
      inInputTerms(productInputFields, deleteProduct(context, id), ABOUT_THE_RECORD),
  },
};
