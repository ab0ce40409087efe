import { useEffect, useRef } from 'react';
import type { ChatMessage } from './chat-queries';
import { useMarkConversationRead } from './chat-queries';

/**
 * Marks the conversation read when its thread shows a newest message from the other side: on opening, and
 * for each one that arrives while it is open. The viewer's own messages mark it read on the server already.
 */
export function useMarkRead(conversationId: string, newest: ChatMessage | undefined) {
  const { mutate } = useMarkConversationRead(conversationId);
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!newest || newest.mine || marked.current === newest.id) return;
    marked.current = newest.id;
    mutate();
  }, [newest, mutate]);
}
