// POST /api/contact {name, email, message, website} (public): a visitor's message becomes a
// support ticket; the answer says so in words (CONTACT_SENT_MESSAGE).
import { useMutation } from '@tanstack/react-query';
import { type ContactBody, contactResponse } from '../../../../shared/api/support';
import { apiRequest } from '../../../lib/api-client';

function sendContactMessage(body: ContactBody) {
  return apiRequest('/api/contact', { method: 'POST', body, schema: contactResponse, token: null });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
