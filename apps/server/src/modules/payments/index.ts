// The payments module's public face: its plugin, and the orders service's type (`app.orders`).
export { default } from './plugin.js';
export type { OrderService } from './orderService.js';
