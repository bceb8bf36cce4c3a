import { productInputRules } from '@backoffice/schema/rules/product';
import { toRestForm } from '../core/uploads';
import { inInputTerms } from '../core/inputFieldNames';
import { validateInput } from '../core/validateInput';
import type { Resolvers } from '../generated/graphql';
import { productInputFields, productTypeResolvers, readProductMedia, SORT_FIELDS, STATUS_TO_REST, toRestProductFields, withStatus } from './map';
import { createProduct, deleteProduct, fetchCategories, fetchProductChoices, listProducts, loadProduct, replaceProduct } from './rest';

export const productResolvers: Resolvers = {
  ...productTypeResolvers,
  Query: {
    products: (_parent, { search, status, categoryId, page, perPage, sortBy, desc }, { rest }) =>
      listProducts(rest, {
        search,
        status: status ? STATUS_TO_REST[status] : undefined,
        category: categoryId,
        page,
        per_page: perPage,
        orderby: SORT_FIELDS[sortBy],
        desc,
      }),
    product: (_parent, { id }, context) => loadProduct(context, id),
    productChoices: async (_parent, { includeBundles }, { rest }) =>
      (await fetchProductChoices(rest)).filter((choice) => includeBundles || choice.product_type !== 'bundle'),
    categories: (_parent, _args, context) => fetchCategories(context),
  },
  Mutation: {
    // The input is checked and every file read (type and size) before the REST API hears of the product.
    async createProduct(_parent, { input, media }, { rest }) {
      const fields = toRestProductFields(validateInput(productInputRules, input));
      const { files } = await readProductMedia(media);
      return inInputTerms(productInputFields, createProduct(rest, toRestForm(fields, files)));
    },
    async updateProduct(_parent, { id, input, media }, { rest }) {
      const fields = toRestProductFields(validateInput(productInputRules, input));
      const { files, removeMedia } = await readProductMedia(media);
      return inInputTerms(productInputFields, replaceProduct(rest, id, toRestForm({ ...fields, remove_media: removeMedia }, files)));
    },
    async setProductStatus(_parent, { id, status }, context) {
      const product = await loadProduct(context, id);
      return inInputTerms(productInputFields, replaceProduct(context.rest, id, toRestForm(withStatus(product, status))));
    },
    deleteProduct: (_parent, { id }, { rest }) => inInputTerms(productInputFields, deleteProduct(rest, id)),
  },
};
