/**
 * Every call the spec profile serves (core/profile.ts), each with the line of the spec documents it comes from.
 * The documents are not in the repository (../shared/spec/), so the quotes are the evidence; "…" marks a cut.
 * test/specProfile.test.ts holds the spec profile's /openapi.json to exactly this list, query parameters included.
 *
 * Besides the calls the documents' call tables show, the list holds the loads they imply but do not show (the
 * lists, the edit screens' read and save by id, the detail dialogs): they keep this stand-in's paths and shapes.
 * Not listed, though served in both profiles: GET /healthz, GET /openapi.json (hidden from the document), and the
 * media files under /media/ (spec 000 §3: "Product image addresses are the API base plus media_url").
 */
import type { Operation } from './profile';

export interface SpecCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** OpenAPI style: `{id}`. */
  path: string;
  /** The query parameters a spec document names for this call; none when absent. */
  query?: readonly string[];
  /** The spec line the call comes from. */
  source: string;
  /** The spec lines its answer comes from, or 'not shown' where the spec does not show it. */
  answer?: string;
}

/**
 * Paging and sorting, which the spec gives as the shape of every list: 000 §2 Inventory list "Query parameters:
 * page, per_page, orderby, desc"; 001 §2 Returns list "Pagination in the URL query (page, per_page, desc,
 * orderby)"; 000 §9 "Page sizes 15, 25, 50, 100, all (value -1); default 15".
 */
const PAGING = ['page', 'per_page', 'orderby', 'desc'] as const;

const LISTS_000 =
  '000 §7: Lists of products, categories, couriers, cities, provinces, vendors, customers, promotions, internal transfers, sales types and customer types are loaded by paths: not shown. The list queries use the query parameters named in section 2.';
const STORE_001 =
  '001 §7: Loads through a shared store (paths for most not shown): products, vendors (lite), warehouses, couriers, provinces, cities, orders, samples, testers, returns, order by id, sample by id, customers (lite), orders (lite).';
const LOOKUPS_002 =
  '002 §7: Supporting lookups: GET /products, /orders/lite, /products/lite, /customers/lite, /vendors/lite, GET /products/{id}, GET /delivery/method.';

const TRANSFER_000 =
  '000 §3: "Internal transfer: type, from_date, to_date, memo, VendorId, ShipFromLocationId, ShipToLocationId, ToVendor, InternalTransferLines (Item, qty, memo)"';

export const SPEC_CALLS: readonly SpecCall[] = [
  // Login (000)
  {
    method: 'POST',
    path: '/login',
    source: '000 §7: | POST /login | email, password | token; … Other response parts: not shown |',
    answer:
      '000 §7: "token; on success stores it and goes to the dashboard. Other response parts: not shown" — `{ token }`.',
  },

  // Locations
  { method: 'GET', path: '/provinces', source: '002 §7: GET /provinces, GET /cities (for the warehouse form).' },
  { method: 'GET', path: '/cities', source: '002 §7: GET /provinces, GET /cities (for the warehouse form).' },

  // Warehouses (002)
  {
    method: 'GET',
    path: '/warehouse',
    query: PAGING,
    source: '002 §7: GET /warehouse and GET /warehouse/{id}.',
  },
  {
    method: 'POST',
    path: '/warehouse',
    source:
      '002 §7: POST /warehouse: body LocationName, latitude, longitude, addressLine1, city_id, phone_number, status',
  },
  { method: 'GET', path: '/warehouse/{id}', source: '002 §7: GET /warehouse and GET /warehouse/{id}.' },
  { method: 'PUT', path: '/warehouse/{id}', source: '002 §7: PUT /warehouse/{id}: whole warehouse object' },
  {
    method: 'DELETE',
    path: '/warehouse/{id}',
    source: '002 §7: DELETE /warehouse/{id}: reads Warehouse.LocationName.',
  },

  // Products (000)
  {
    method: 'GET',
    path: '/products',
    query: PAGING,
    source: '000 §2 Inventory list: Query parameters: page, per_page, orderby, desc.',
    answer:
      'not shown ("loaded by paths: not shown", 000 §7); each row as 000 §3 Product: "name, ecommerce_name, … status (number), bundle_items (list of id, sku, name), faqs (title, body, locale id_ID), schedule_time, photos …, ItemCatalogs (media_url, priority), ItemAssemblyLines (qty), item_category (name)".',
  },
  {
    method: 'POST',
    path: '/products',
    source: '000 §7: | POST /products (multipart) | status, name, … | Product.name |',
    answer: '000 §7: "Product.name".',
  },
  { method: 'GET', path: '/products/lite', source: LOOKUPS_002, answer: 'not shown (002 §7 names the call only).' },
  {
    method: 'GET',
    path: '/products/{id}',
    source:
      '001 §7: | GET /products/{ItemId} | none | Product.gross_weight (one call per order line when opening the order detail) |',
    answer:
      '001 §7: "Product.gross_weight"; the product as 000 §3 Product: "name, ecommerce_name, … status (number), bundle_items (list of id, sku, name), faqs (title, body, locale id_ID), schedule_time, photos …, ItemCatalogs (media_url, priority), ItemAssemblyLines (qty), item_category (name)".',
  },
  {
    method: 'PUT',
    path: '/products/{id}',
    source: '000 §7: | PUT /products/{id} | the product, bundle_items as JSON text … | Product.name, Product.status |',
    answer: '000 §7: "Product.name, Product.status".',
  },
  {
    method: 'DELETE',
    path: '/products/{id}',
    source: '000 §7: | DELETE /products/{id} | none | Product.name |',
    answer: '000 §7: "Product.name".',
  },
  {
    method: 'GET',
    path: '/categories',
    source: LISTS_000,
    answer: 'not shown ("loaded by paths: not shown", 000 §7); a category as 000 §3 "item_category (name)".',
  },

  // Promotions (000)
  {
    method: 'GET',
    path: '/promotion',
    query: PAGING,
    source: LISTS_000,
    answer:
      'not shown ("loaded by paths: not shown", 000 §7); each row as 000 §3 Promotion: "platform, promoName, promoCode, promoType, promoValue, promoStatus (0 or 1), promotionDefault (0 or 1), valid_from, valid_until, description, rule, terms, promoCondition, amount, maxAmount, minTransaction, Quota, usedQuota, promoImage".',
  },
  {
    method: 'POST',
    path: '/promotion',
    source:
      '000 §7: | POST /promotion (multipart) | platform, promoName, … | Promotion.promoName; success goes back one page |',
    answer: '000 §7: "Promotion.promoName; success goes back one page".',
  },
  {
    method: 'GET',
    path: '/promotion/{id}',
    source: '000 §2 Promotions: edit at /dashboard/edit/promotion/{id}. Edit save returns to the Promotion route.',
    answer:
      'not shown; the promotion as 000 §3 Promotion: "platform, promoName, promoCode, promoType, promoValue, promoStatus (0 or 1), promotionDefault (0 or 1), valid_from, valid_until, description, rule, terms, promoCondition, amount, maxAmount, minTransaction, Quota, usedQuota, promoImage".',
  },
  {
    method: 'PUT',
    path: '/promotion/{id}',
    source: '000 §7: | PUT /promotion/{id} | promotion body | Promotion.promoStatus |',
    answer: '000 §7: "Promotion.promoStatus".',
  },
  {
    method: 'DELETE',
    path: '/promotion/{id}',
    source: '000 §7: | DELETE /promotion/{id} | none | Promotion.promoName |',
    answer: '000 §7: "Promotion.promoName".',
  },

  // Vendors (000)
  {
    method: 'GET',
    path: '/vendors',
    query: ['vendor', 'company_name', ...PAGING],
    source: '000 §2 Vendors: Query parameters: vendor, company_name, page, per_page, orderby, desc.',
    answer:
      'not shown ("loaded by paths: not shown", 000 §7); each row as 000 §3 Vendor: "company_name, first_name, middle_name, last_name, gender (0 male, 1 female), VendorContact (email, phone_number, address, account_name, account_number, bank_branch, bank_name), province_id, city_id, postal_code, tax_status".',
  },
  {
    method: 'POST',
    path: '/vendors',
    source: '000 §7: | POST /vendors | company_name, first_name, … | Vendor.company_name |',
    answer: '000 §7: "Vendor.company_name".',
  },
  { method: 'GET', path: '/vendors/lite', source: LOOKUPS_002, answer: 'not shown (002 §7 names the call only).' },
  {
    method: 'GET',
    path: '/vendors/{id}',
    source: '000 §2 Vendors: Add at /dashboard/add/vendor; edit at /dashboard/edit/vendor/{id}.',
    answer:
      'not shown; the vendor as 000 §3 Vendor: "company_name, first_name, middle_name, last_name, gender (0 male, 1 female), VendorContact (email, phone_number, address, account_name, account_number, bank_branch, bank_name), province_id, city_id, postal_code, tax_status".',
  },
  {
    method: 'PUT',
    path: '/vendors/{id}',
    source: '000 §2 Vendors: Add at /dashboard/add/vendor; edit at /dashboard/edit/vendor/{id}.',
    answer: 'not shown',
  },
  {
    method: 'DELETE',
    path: '/vendors/{id}',
    source: '000 §7: | DELETE /vendors/{id} | none | Vendor.company_name |',
    answer: '000 §7: "Vendor.company_name".',
  },

  // Customers (000, 001)
  {
    method: 'GET',
    path: '/customers',
    query: ['customer', 'customer_type', 'cityId', ...PAGING],
    source: '000 §2 Customers: Query parameters: customer, customer_type, cityId, page, per_page, orderby, desc.',
    answer:
      'not shown ("loaded by paths: not shown", 000 §7); each row as 000 §3 Customer: "company_name, firstName, middleName, lastName, taxStatus, type, CustomerContact (email, contactNo, gender 0 or 1), addressLine1 (ship-to), city_id, province_id, postal_code, invoice_address, invoice_city, invoice_province".',
  },
  {
    method: 'POST',
    path: '/customers',
    source: '000 §7: | POST /customers | gender, company_name, firstName, … | Customer.firstName |',
    answer: '000 §7: "Customer.firstName".',
  },
  { method: 'GET', path: '/customers/lite', source: LOOKUPS_002, answer: 'not shown (002 §7 names the call only).' },
  {
    method: 'GET',
    path: '/customers/types',
    source: LISTS_000,
    answer: 'not shown ("loaded by paths: not shown", 000 §7)',
  },
  {
    method: 'GET',
    path: '/customers/{id}',
    source: '000 §2 Customers: Add at /dashboard/add/customer; edit at /dashboard/edit/customer/{id}.',
    answer:
      'not shown; the customer as 000 §3 Customer: "company_name, firstName, middleName, lastName, taxStatus, type, CustomerContact (email, contactNo, gender 0 or 1), addressLine1 (ship-to), city_id, province_id, postal_code, invoice_address, invoice_city, invoice_province".',
  },
  {
    method: 'PUT',
    path: '/customers/{id}',
    source: '000 §2 Customers: Add at /dashboard/add/customer; edit at /dashboard/edit/customer/{id}.',
    answer: 'not shown',
  },
  {
    method: 'DELETE',
    path: '/customers/{id}',
    source: '000 §7: | DELETE /customers/{id} | none | Customer.firstName |',
    answer: '000 §7: "Customer.firstName".',
  },

  // Couriers (000)
  {
    method: 'GET',
    path: '/delivery/method',
    source: LOOKUPS_002,
    answer: 'not shown (002 §7 names the call only); a courier as 000 §3 "DeliveryMethod.CourierCompany".',
  },
  {
    method: 'GET',
    path: '/delivery/fees',
    query: PAGING,
    source: LISTS_000,
    answer:
      'not shown ("loaded by paths: not shown", 000 §7); each row as 000 §3 Courier fee: "DeliveryMethodId, DeliveryMethod.CourierCompany, code (service name), deliveryType (0 domestic, 1 international), fees, unitFees, origins and destination (city ids), website (tracking), status".',
  },
  {
    method: 'POST',
    path: '/delivery/fees',
    source:
      '000 §7: | POST /delivery/fees | DeliveryMethodId, code, status, website, fees, unitFees, deliveryType, origins, destination | DeliveryMethod.code |',
    answer: '000 §7: "DeliveryMethod.code".',
  },
  {
    method: 'GET',
    path: '/delivery/fees/{id}',
    source:
      '000 §2 Delivery: Add at /dashboard/add/courier; edit at /dashboard/edit/courier/{id}. The edit save returns to the Delivery route.',
    answer:
      'not shown; the fee as 000 §3 Courier fee: "DeliveryMethodId, DeliveryMethod.CourierCompany, code (service name), deliveryType (0 domestic, 1 international), fees, unitFees, origins and destination (city ids), website (tracking), status".',
  },
  {
    method: 'PUT',
    path: '/delivery/fees/{id}',
    source:
      '000 §2 Delivery: Add at /dashboard/add/courier; edit at /dashboard/edit/courier/{id}. The edit save returns to the Delivery route.',
    answer: 'not shown',
  },
  {
    method: 'DELETE',
    path: '/delivery/fees/{id}',
    source: '000 §7: | DELETE /delivery/fees/{id} | none | Delivery.DeliveryMethod.CourierCompany and Delivery.code |',
    answer: '000 §7: "Delivery.DeliveryMethod.CourierCompany and Delivery.code".',
  },

  // Orders (001, 002)
  {
    method: 'GET',
    path: '/orders',
    query: [
      'order',
      'status',
      'customer',
      'sales_type',
      'start_date',
      'end_date',
      'ship_from',
      'shipment_status',
      'customer_type',
      ...PAGING,
    ],
    source:
      '001 §2 Orders list: … live in the query string: order, status, customer, sales_type (comma-separated), start_date, end_date, ship_from, shipment_status, desc, orderby, page, per_page. 001 §7: … orders use per_page, page, sales_type, customer, start_date, end_date, status, ship_from, shipment_status, order, customer_type.',
    answer:
      '002 §7: "reads Orders.rows and Orders.count"; 001 §7: "Response shapes of lists are not shown, except orders returning rows and count"; each row as 001 §3 Order and 002 §3 "Order as shown in the consignment list: id, order_date, status, …".',
  },
  {
    method: 'POST',
    path: '/orders',
    source:
      '001 §7: | POST /orders | CustomerId, ShipFromLocationId, … | Order.id; called after the customer is created |',
    answer: '001 §7: "Order.id; called after the customer is created".',
  },
  { method: 'GET', path: '/orders/lite', source: LOOKUPS_002, answer: 'not shown (002 §7 names the call only).' },
  {
    method: 'GET',
    path: '/orders/{id}',
    source: STORE_001,
    answer: 'not shown ("order by id" through the shared store); the order as 001 §3 "Order: id, order_date, …".',
  },
  {
    method: 'PUT',
    path: '/orders/{id}',
    source:
      '001 §7: | PUT /orders/{id} | ShipFromLocationId, DeliveryMethodId, ShiptoAddress, OrderStatus, ShipStatus, tax, tracking_code, items, memo, shipment_date | message |',
    answer: '001 §7: "message" (the edit flow: "Order.id").',
  },

  // Stock (000, 001, 002)
  {
    method: 'GET',
    path: '/internal_transfer',
    query: PAGING,
    source: LISTS_000,
    answer: `not shown ("loaded by paths: not shown"); each row as ${TRANSFER_000}.`,
  },
  {
    method: 'POST',
    path: '/internal_transfer',
    source:
      '001 §7: | POST /internal_transfer | from_date, to_date, vendor, ToVendorId, items (JSON string), ShipFromLocationId, ShipToLocationId, DeliveryMethodId, type, memo, status | InternalTransfer.id |',
    answer: '001 §7: "InternalTransfer.id"; 001 §3: "Response holds InternalTransfer with id."',
  },
  {
    method: 'GET',
    path: '/internal_transfer/{id}',
    source:
      '000 §2 Internal Stock Transfer list: Details dialog: received date, from, destination, memo and the product and quantity lines.',
    answer: `not shown; the transfer as ${TRANSFER_000}.`,
  },
  {
    method: 'DELETE',
    path: '/internal_transfer/{id}',
    source: '000 §7: | DELETE /internal_transfer/{id} | none | InternalTransfer.id |',
    answer: '000 §7: "InternalTransfer.id".',
  },
  {
    method: 'GET',
    path: '/inventory/stock/count',
    query: ['filter_date', 'warehouse', 'item', ...PAGING],
    source:
      '002 §7: GET /inventory/stock/count with query filter_date, warehouse, item (and per_page); response shape not shown.',
    answer:
      '002 §7: "response shape not shown"; each row as 002 §3: "Stock count row: ItemId, WarehouseId, Warehouse.LocationName, Item.name, CurrentStock, RealStock, PendingStock."',
  },

  // Samples and testers (001)
  {
    method: 'GET',
    path: '/samples',
    query: ['sample', 'start_date', 'end_date', 'ship_from', 'purpose', 'ship_status', ...PAGING],
    source:
      '001 §2 Samples list: Query keys: sample, start_date, end_date, ship_from, purpose, ship_status, desc, orderby, page, per_page.',
    answer:
      'not shown (001 §7 "Response shapes of lists are not shown"); each row as 001 §3 "Sample: id, createdAt, status, purpose, Customer or Vendor, ShiptoAddress1, … SampleLine (items with Item, qty)".',
  },
  {
    method: 'POST',
    path: '/samples',
    source: '001 §7: | POST /samples | CustomerId (or null), VendorId (or null), … | Sample.id |',
    answer: '001 §7: "Sample.id".',
  },
  {
    method: 'GET',
    path: '/samples/{id}',
    source: STORE_001,
    answer:
      'not shown ("sample by id" through the shared store); the sample as 001 §3 "Sample: id, createdAt, status, …".',
  },
  {
    method: 'PUT',
    path: '/samples/{id}',
    source:
      '001 §7: | PUT /samples/{id} | ShipFromLocationId, DeliveryMethodId, ShiptoAddress, OrderStatus, ShipStatus, tracking_code, items | message |',
    answer: '001 §7: "message"; the sample form\'s PUT: "not shown beyond success message".',
  },
  {
    method: 'GET',
    path: '/tester',
    query: ['status', ...PAGING],
    source: '001 §7: … testers use per_page, page, status',
    answer:
      'not shown (001 §7 "Response shapes of lists are not shown"); each row as 001 §3 "Tester: id, createdAt, status, purpose, Customer or Vendor, ShiptoAddress1, City, ShipFromLocation, DeliveryMethod, TesterLine (items)", §4 "Tester status: Pending, Accepted, Rejected".',
  },
  {
    method: 'GET',
    path: '/tester/{id}',
    source:
      '001 §2 Testers list: Detail dialog: status selector and Accepted, Pending, Rejected buttons, all enabled only while the status is Pending.',
    answer: 'not shown; the tester as 001 §3 "Tester: id, createdAt, status, purpose, … TesterLine (items)".',
  },
  {
    method: 'PUT',
    path: '/tester/{id}',
    source:
      '001 §7: | PUT /tester/{id} | ShipFromLocationId, DeliveryMethodId, ShiptoAddress, OrderStatus, status, tracking_code, items | message |',
    answer: '001 §7: "message".',
  },

  // Returns (001)
  {
    method: 'GET',
    path: '/returns',
    query: PAGING,
    source:
      '001 §2 Returns list: Pagination in the URL query (page, per_page, desc, orderby); page-size options 15, 25, 50, 100, all.',
    answer:
      'not shown (001 §7 "Response shapes of lists are not shown"); each row as 001 §3 "Return: id, status, createdAt, OrderId, Order (with Customer.fullName and Customer.CustomerContact.contactNo), ShipFromLocation.LocationName, items (Item.name, qty, price), ship_by, memo, money_returned".',
  },
  {
    method: 'POST',
    path: '/returns',
    source:
      "001 §7: | POST /returns | OrderId, ShipFromLocationId, ship_by, memo, items (JSON text of the order's lines), money_returned | Return.id; then go to the returns list |",
    answer: '001 §7: "Return.id; then go to the returns list".',
  },
  {
    method: 'GET',
    path: '/returns/{id}',
    source:
      '001 §2 Returns list: Detail dialog: return id, status, date, customer name, contact number, item lines with product, quantity, price each, price (qty times price).',
    answer: 'not shown; the return as 001 §3 "Return: id, status, createdAt, OrderId, …".',
  },
  {
    method: 'DELETE',
    path: '/returns/{id}',
    source: '001 §7: | DELETE /returns/{id} | none | Return.id; then the returns list is reloaded |',
    answer: '001 §7: "Return.id; then the returns list is reloaded".',
  },

  // Consignment invoices (002)
  {
    method: 'GET',
    path: '/orders/{id}/consignment_invoices',
    source: '002 §7: GET /orders/{orderId}/consignment_invoices; reads invoices, original_items, remaining_items.',
    answer:
      '002 §7: "reads invoices, original_items, remaining_items"; 002 §3: "Invoice list response per order: invoices, original_items (ItemId, qty, price), remaining_items."',
  },
  {
    method: 'GET',
    path: '/orders/consignment_invoices/{id}',
    source:
      '002 §7: GET /orders/consignment_invoices/{orderId} (sent without token); reads remainingItems and customerName.',
    answer: '002 §3: "Remaining-items response: remainingItems and customerName."',
  },
  {
    method: 'GET',
    path: '/consignment_invoices/{id}',
    source: '002 §7: GET /consignment_invoices/{id}.',
    answer:
      'not shown; the invoice as 002 §3: "Consignment invoice: id, invoice_no, order_id, invoice_date, type (payment or adjustment), memo, grand_total, customer (fullName, company_name, CustomerContact with email and addressLine1), invoice_items (each: Item with id and name, qty, price)."',
  },
  {
    method: 'PUT',
    path: '/consignment_invoices/{id}',
    source: '002 §7: PUT /consignment_invoices/{id}: same body (date unchanged); reads message and order_id.',
    answer: '002 §7: "reads message and order_id" — `{ message, order_id }`.',
  },
  {
    method: 'DELETE',
    path: '/consignment_invoices/{id}',
    source: '002 §7: DELETE /consignment_invoices/{id}: reads message.',
    answer: '002 §7: "reads message" — `{ message }`.',
  },
  {
    method: 'POST',
    path: '/consignment_invoices',
    source:
      '002 §7: POST /consignment_invoices: body order_id, type, memo, invoice_date (ISO text), items [id, qty, price]; reads message.',
    answer: '002 §7: "reads message" — `{ message }`.',
  },

  // Outside services (001)
  {
    method: 'GET',
    path: '/quickbooks/orderInvoice/{id}',
    source:
      "001 §7: | GET /quickbooks/orderInvoice/{orderId} | none | invoice (value 'No QB Id' means not imported), payment (list with TxnDate and DepositToAccountRefFullName), paymentAmount |",
    answer:
      "001 §7: invoice (value 'No QB Id' means not imported), payment (list with TxnDate and DepositToAccountRefFullName), paymentAmount.",
  },
  {
    method: 'POST',
    path: '/jubelios/{id}',
    source: '001 §7: | POST /jubelios/{orderId} | no body | message |',
    answer: '001 §7: "message".',
  },
  {
    method: 'POST',
    path: '/gojek/order',
    source: '001 §7: | POST /gojek/order | order_id | message |',
    answer: '001 §7: "message".',
  },

  // Recipes (002)
  {
    method: 'GET',
    path: '/nutrition/recipe',
    query: PAGING,
    source: '002 §7: GET /nutrition/recipe (reads data.rows), GET /nutrition/recipe/{slug}.',
    answer: '002 §7: GET /nutrition/recipe (reads data.rows); the count beside them: not shown.',
  },
  {
    method: 'POST',
    path: '/nutrition/recipe',
    source: '002 §7: POST /nutrition/recipe and PUT /nutrition/recipe/{id}: multipart with recipe fields',
    answer: 'not shown',
  },
  {
    method: 'GET',
    path: '/nutrition/recipe/{slug}',
    source: '002 §7: GET /nutrition/recipe (reads data.rows), GET /nutrition/recipe/{slug}.',
    answer: 'not shown',
  },
  {
    method: 'PUT',
    path: '/nutrition/recipe/{id}',
    source: '002 §7: POST /nutrition/recipe and PUT /nutrition/recipe/{id}: multipart with recipe fields',
    answer: 'not shown',
  },
  {
    method: 'DELETE',
    path: '/nutrition/recipe/{id}',
    source: '002 §7: DELETE /nutrition/recipe/{id}.',
    answer: 'not shown',
  },
  {
    method: 'GET',
    path: '/nutrition/recipe-category',
    source:
      '002 §7: GET /nutrition/recipe-category, GET /nutrition (ingredients, reads data), GET /nutrition/cooking-type (reads data).',
    answer: 'not shown',
  },
  {
    method: 'GET',
    path: '/nutrition',
    source:
      '002 §7: GET /nutrition/recipe-category, GET /nutrition (ingredients, reads data), GET /nutrition/cooking-type (reads data).',
    answer: '002 §7: GET /nutrition (ingredients, reads data).',
  },
  {
    method: 'GET',
    path: '/nutrition/cooking-type',
    source:
      '002 §7: GET /nutrition/recipe-category, GET /nutrition (ingredients, reads data), GET /nutrition/cooking-type (reads data).',
    answer: '002 §7: GET /nutrition/cooking-type (reads data).',
  },

  // FAQs (002)
  {
    method: 'GET',
    path: '/faqs',
    query: PAGING,
    source: '002 §7: GET /faqs (rows), GET /faqs/{id}, POST /faqs and PUT /faqs/{id} …; DELETE /faqs/{id}.',
    answer: '002 §7: GET /faqs (rows): { rows } at the top; the count beside them: not shown.',
  },
  {
    method: 'POST',
    path: '/faqs',
    source: '002 §7: … POST /faqs and PUT /faqs/{id} with body title, body, faq_category_id, locale',
    answer: 'not shown',
  },
  { method: 'GET', path: '/faqs/{id}', source: '002 §7: GET /faqs (rows), GET /faqs/{id}, …', answer: 'not shown' },
  {
    method: 'PUT',
    path: '/faqs/{id}',
    source: '002 §7: … POST /faqs and PUT /faqs/{id} with body title, body, faq_category_id, locale',
    answer: 'not shown',
  },
  { method: 'DELETE', path: '/faqs/{id}', source: '002 §7: … DELETE /faqs/{id}.', answer: 'not shown' },
  {
    method: 'GET',
    path: '/faq_categories',
    query: PAGING,
    source:
      '002 §7: GET /faq_categories (rows), GET/PUT/DELETE /faq_categories/{id}, POST /faq_categories with body name.',
    answer: '002 §7: GET /faq_categories (rows): { rows } at the top; the count beside them: not shown.',
  },
  {
    method: 'POST',
    path: '/faq_categories',
    source: '002 §7: … POST /faq_categories with body name.',
    answer: 'not shown',
  },
  {
    method: 'GET',
    path: '/faq_categories/{id}',
    source: '002 §7: … GET/PUT/DELETE /faq_categories/{id} …',
    answer: 'not shown',
  },
  {
    method: 'PUT',
    path: '/faq_categories/{id}',
    source: '002 §7: … GET/PUT/DELETE /faq_categories/{id} …',
    answer: 'not shown',
  },
  {
    method: 'DELETE',
    path: '/faq_categories/{id}',
    source: '002 §7: … GET/PUT/DELETE /faq_categories/{id} …',
    answer: 'not shown',
  },

  // Newsletter subscribers (002)
  {
    method: 'GET',
    path: '/newsletter_subscribers',
    query: PAGING,
    source: '002 §7: Subscribers: GET /newsletter_subscribers; reads NewsletterSubscriber.rows.',
    answer:
      '002 §7: reads NewsletterSubscriber.rows; 002 §3: Newsletter subscriber: email, createdAt. The count beside the rows: not shown.',
  },

  // Retail partner locations (002)
  {
    method: 'GET',
    path: '/retailer_locations',
    query: PAGING,
    source:
      '002 §7: GET /retailer_locations; GET /retailer_locations/{id}; GET /retailer_locations/all/customers (reads Customers).',
    answer: 'not shown',
  },
  {
    method: 'POST',
    path: '/retailer_locations',
    source:
      '002 §7: POST /retailer_locations and PUT /retailer_locations/{id}: multipart form with all retailer fields',
    answer: '002 §7: … multipart form with all retailer fields; DELETE /retailer_locations/{id}; reads Retailer.',
  },
  {
    method: 'GET',
    path: '/retailer_locations/all/customers',
    source: '002 §7: … GET /retailer_locations/all/customers (reads Customers).',
    answer:
      '002 §7: GET /retailer_locations/all/customers (reads Customers); 002 §3: The customer lookup returns Customers with firstName and id.',
  },
  {
    method: 'GET',
    path: '/retailer_locations/{id}',
    source: '002 §7: GET /retailer_locations; GET /retailer_locations/{id}; …',
    answer: 'not shown',
  },
  {
    method: 'PUT',
    path: '/retailer_locations/{id}',
    source:
      '002 §7: POST /retailer_locations and PUT /retailer_locations/{id}: multipart form with all retailer fields',
    answer: '002 §7: … multipart form with all retailer fields; DELETE /retailer_locations/{id}; reads Retailer.',
  },
  {
    method: 'DELETE',
    path: '/retailer_locations/{id}',
    source: '002 §7: … DELETE /retailer_locations/{id}; reads Retailer.',
    answer: '002 §7: … DELETE /retailer_locations/{id}; reads Retailer.',
  },
];

/** The call as core/profile.ts names operations. */
export const operationOfCall = (call: SpecCall): Operation => `${call.method} ${call.path}` as Operation;
