// The business's day is shared with the dashboard's defaults: one rule in the schema package.
export { BUSINESS_TIME_ZONE, todayInJakarta } from '@backoffice/schema/rules/businessDay';
