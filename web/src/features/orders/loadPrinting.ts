/** pdfmake and the document builders load with the first print, not with the orders screen. */
export const loadPrinting = () => import('../../print/printOrderDocument');
