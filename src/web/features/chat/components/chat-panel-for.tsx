// The chat panel with its client chosen: a visitor's (the chat's secret) or a signed-in user's.
// Its own module so chat-launcher.tsx can load it, and the calls it makes, on the first opening.
import { userChatClient, visitorChatClient } from '../api/chat-api';
import { ChatPanel } from './chat-panel';

export default function ChatPanelFor({ visitor }: { visitor: boolean }) {
  return <ChatPanel client={visitor ? visitorChatClient : userChatClient} visitor={visitor} />;
}
