// Contracts of live chat (ADR 0043): a signed-in user's or a visitor's chat with staff, kept as a
// support ticket (channel 'chat') whose messages are the transcript; and the staff's side in the
// admin console's Support tab. Message text is plain text: it is never rendered as HTML.
import { z } from 'zod';
import { CHAT_MESSAGE_MAX_LENGTH } from '../chat-text';
import { PLAN_NAMES } from '../plans';
import { contactBody, TICKET_STATUSES, ticketMessageDto } from './support';

export { CHAT_TOKEN_HEADER } from '../chat-text';

export const CHAT_NOT_FOUND_MESSAGE = 'Chat not found';

const chatText = z
  .string({ error: 'Message is required' })
  .trim()
  .min(1, 'Message is required')
  .max(
    CHAT_MESSAGE_MAX_LENGTH,
    `Message must be at most ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters`,
  );

export const chatMessageBody = z.strictObject({ message: chatText });

/** POST /api/chat/visitor: a visitor leaves their name and email with the first message. */
export const visitorChatBody = z.strictObject({
  name: contactBody.shape.name,
  email: contactBody.shape.email,
  message: chatText,
});
export type VisitorChatBody = z.infer<typeof visitorChatBody>;

const chatDto = z.object({
  id: z.string(),
  /** The ticket the transcript is kept in, e.g. "T-1042". */
  reference: z.string(),
  status: z.enum(TICKET_STATUSES),
  tier: z.enum(PLAN_NAMES),
  created_at: z.string(),
  messages: z.array(ticketMessageDto),
});
export type Chat = z.infer<typeof chatDto>;
export type ChatMessage = Chat['messages'][number];

/** Whether a staff member has the console open now, on any API process. */
const staffOnline = z.boolean();

export const chatStatusResponse = z.object({ staff_online: staffOnline });
export const chatResponse = z.object({ chat: chatDto, staff_online: staffOnline });
export const currentChatResponse = z.object({ chat: chatDto.nullable(), staff_online: staffOnline });
/** The visitor's secret for this chat, shown once: their panel keeps it to continue the chat. */
export const visitorChatResponse = chatResponse.extend({ token: z.string() });

/** A stream's events (text/event-stream): `message` carries this; `presence` carries chatStatusResponse. */
const chatMessageEvent = z.object({ chat_id: z.string(), message: ticketMessageDto });
export type ChatMessageEvent = z.infer<typeof chatMessageEvent>;

const adminChatSummary = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(TICKET_STATUSES),
  tier: z.enum(PLAN_NAMES),
  customer_name: z.string(),
  customer_email: z.string(),
  /** Null for a visitor's chat. */
  user_id: z.string().nullable(),
  updated_at: z.string(),
  /** A customer line came after staff last opened the chat. */
  unread: z.boolean(),
  last_message: z.string().nullable(),
});
export type AdminChatSummary = z.infer<typeof adminChatSummary>;
export const adminChatListResponse = z.object({
  chats: z.array(adminChatSummary),
  staff_online: staffOnline,
});
export const adminChatResponse = z.object({
  chat: adminChatSummary.extend({ messages: z.array(ticketMessageDto) }),
});
export type AdminChat = z.infer<typeof adminChatResponse>['chat'];
