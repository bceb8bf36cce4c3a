import type { GatewayContext } from '../core/context';
import type { ProductResolvers } from '../generated/graphql';
import { IMAGE_SLOTS, VIDEO_SLOT } from './map';
import { fetchCategories, productStatusMap, productTypeMap, type RestItemCatalog, type RestProduct } from './rest';

/** Media addresses as the page loads them: through the gateway's own /media/ (the API base plus media_url). */
const mediaPath = (url: string) => (/^https?:\/\//.test(url) ? url : `/${url.replace(/^\/+/, '')}`);
const slotUrl = (catalogs: RestItemCatalog[], slot: number) => {
  const entry = catalogs.find((catalog) => catalog.priority === slot);
  return entry ? mediaPath(entry.media_url) : null;
};

/**
 * The product's category: item_category ("item_category (name)", spec 000 §3) with category_id as its id when it
 * has none, else the category category_id names in the cached list; none when neither says.
 */
async function categoryOf(context: GatewayContext, product: RestProduct) {
  const joined = product.item_category;
  const categoryId = joined?.id ?? product.category_id;
  if (categoryId === null) return null;
  if (joined) return { id: categoryId, name: joined.name };
  return (await fetchCategories(context)).find((category) => category.id === categoryId) ?? null;
}

export const Product: ProductResolvers = {
  id: (product) => String(product.id),
  type: (product) => productTypeMap.fromRest(product.product_type),
  unknownType: (product) => productTypeMap.unknownText(product.product_type),
  status: (product) => productStatusMap.fromRest(product.status),
  unknownStatus: (product) => productStatusMap.unknownText(product.status),
  ecommerceName: (product) => product.ecommerce_name,
  whatsappName: (product) => product.whatsapp_name,
  contentBox: (product) => product.content_box,
  tagScript: (product) => product.tag_script,
  metaTitle: (product) => product.meta_title,
  metaDescription: (product) => product.meta_description,
  metaKeywords: (product) => product.meta_keywords,
  category: (product, _args, context) => categoryOf(context, product),
  bpomNumber: (product) => product.bpom_md,
  grossWeight: (product) => product.gross_weight,
  netWeight: (product) => product.net_weight,
  grossPrice: (product) => product.gross_price,
  discountPercent: (product) => product.discount_product,
  retailPrice: (product) => product.retail_price,
  resellerPrice: (product) => product.resaller_price,
  wholesalerPrice: (product) => product.wholesaler_price,
  costPrice: (product) => product.cost_price,
  scheduleTime: (product) => product.schedule_time,
  bundleItems: (product) => product.bundle_items,
  imageUrls: (product) => IMAGE_SLOTS.map((slot) => slotUrl(product.ItemCatalogs, slot)),
  videoUrl: (product) => slotUrl(product.ItemCatalogs, VIDEO_SLOT),
  // Spec 000 §2: the stock is the sum of the quantities of the product's assembly lines.
  stock: (product) => product.ItemAssemblyLines.reduce((sum, line) => sum + line.qty, 0),
};
