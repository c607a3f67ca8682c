/** The chat module's public surface: other modules, the HTTP layer and tests import only this (app.ts also registers its routes). */
export { ChatService, type TPublish } from './chat.service.ts';
export { sendMessage } from './send-message.ts';
