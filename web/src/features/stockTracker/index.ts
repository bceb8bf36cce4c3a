/** The Stock Tracker area, loaded as one chunk when staff first open it. */
export { StockTrackerPage } from './StockTrackerPage';
