import { wsTicketResponseSchema } from '@kakayahan/contracts';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import { UsedTickets, verifyWsTicket } from '../../platform/realtime/ws-tickets.js';
import { loadSigningKey } from '../../platform/files/signing-key.js';

const t = await appForThisFile();

describe('POST /api/ws-ticket/', () => {
  it('gives a signed-in person of any role a 30-second ticket that names them', async () => {
    const key = await loadSigningKey(t.config.appSecret, t.config.dataDir, t.database);
    for (const role of ['Employee', 'Employer', 'Admin'] as const) {
      const user = await createUser(t, role);
      const response = await t.request({ method: 'POST', url: '/api/ws-ticket/', token: user.token });
      expect(response.statusCode).toBe(200);
      const body = wsTicketResponseSchema.parse(response.json());
      expect(body.expires_in).toBe(30);
      expect(body.ticket).not.toContain(user.token);
      expect(verifyWsTicket(key, body.ticket, t.clock.now(), new UsedTickets())).toBe(user.id);
    }
  });

  it('refuses anyone without a valid session (401) and issues nothing', async () => {
    for (const token of [undefined, 'not-a-session-token']) {
      const response = await t.request({ method: 'POST', url: '/api/ws-ticket/', ...(token ? { token } : {}) });
      expect(response.statusCode).toBe(401);
      expect(response.json<{ error: string }>().error).toMatch(/\w/u);
      expect(response.json()).not.toHaveProperty('ticket');
    }
  });
});
