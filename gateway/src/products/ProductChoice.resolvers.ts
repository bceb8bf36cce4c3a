import type { ProductChoiceResolvers } from '../generated/graphql';
import { productTypeMap } from './rest';

export const ProductChoice: ProductChoiceResolvers = {
  id: (choice) => String(choice.id),
  type: (choice) => productTypeMap.fromRest(choice.product_type),
  unknownType: (choice) => productTypeMap.unknownText(choice.product_type),
  grossPrice: (choice) => choice.gross_price,
  retailPrice: (choice) => choice.retail_price,
  grossWeight: (choice) => choice.gross_weight,
};
