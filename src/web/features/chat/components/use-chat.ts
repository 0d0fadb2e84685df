// The state of a chat panel: the chat (loaded on opening), whether staff are online, and its stream
// of new lines while the panel is open. A broken stream is opened again after a pause, and the
// chat read again, so lines written meanwhile are not missed.
import { useCallback, useEffect, useState } from 'react';
import type { Chat, ChatMessage } from '../../../../shared/api/chat';
import { errorMessage } from '../../../lib/api-client';
import type { ChatAnswer, ChatClient } from '../api/chat-api';

const RETRY_MS = 3000;

function withLine(chat: Chat, line: ChatMessage): Chat {
  if (chat.messages.some((message) => message.id === line.id)) return chat;
  return { ...chat, messages: [...chat.messages, line] };
}

export function useChat(client: ChatClient) {
  const [chat, setChat] = useState<Chat | null>(null);
  const [staffOnline, setStaffOnline] = useState<boolean | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const take = useCallback((answer: ChatAnswer) => {
    setChat(answer.chat);
    setStaffOnline(answer.staff_online);
  }, []);

  useEffect(() => {
    let live = true;
    client
      .load()
      .then((answer) => live && take(answer))
      .catch((cause: unknown) => live && setError(errorMessage(cause, 'The chat could not be loaded.')))
      .finally(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [client, take]);

  const chatId = chat?.id ?? null;
  useEffect(() => {
    if (!chatId) return;
    const controller = new AbortController();
    const run = async () => {
      while (!controller.signal.aborted) {
        await client
          .follow(
            chatId,
            {
              onMessage: (event) =>
                setChat((current) => (current ? withLine(current, event.message) : current)),
              onPresence: setStaffOnline,
            },
            controller.signal,
          )
          .catch(() => {});
        if (controller.signal.aborted) return;
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
        await client.load().then(take, () => {});
      }
    };
    void run();
    return () => controller.abort();
  }, [chatId, client, take]);

  const send = useCallback(
    async (message: string, who?: { name: string; email: string }) => {
      setSending(true);
      setError(null);
      try {
        take(await client.send(chat, message, who));
        return true;
      } catch (cause) {
        setError(errorMessage(cause, 'Your message could not be sent. Please try again.'));
        return false;
      } finally {
        setSending(false);
      }
    },
    [chat, client, take],
  );

  return { chat, staffOnline, loaded, error, sending, send };
}
