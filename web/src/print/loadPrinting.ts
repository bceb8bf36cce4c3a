/** pdfmake and the document builders load with the first print, not with the screen that prints. */
export const loadPrinting = () => import('./printOrderDocument');
