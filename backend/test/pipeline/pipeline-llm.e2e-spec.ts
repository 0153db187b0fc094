import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { startTestApp, TestApp } from '../support/test-app';
import { uniqueEmail } from '../support/test-env';
import { closeApp, forward, pipelineOverrides, registerFamilyMember, SCAM, waitForReply } from './pipeline-support';

/** A local stand-in for an OpenAI-compatible API (the real one is outside our system). */
function startLlmStub(answer: (body: string) => { status: number; payload: unknown }): Promise<{ server: Server; url: string; requests: string[] }> {
  const requests: string[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      requests.push(body);
      const { status, payload } = answer(body);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, requests })),
  );
}

const ADVICE = 'Do not reply or click anything. Call the Canada Revenue Agency at the number on its official website if you are unsure.';

describe('pipeline: optional LLM enhancement', () => {
  it('adds the AI-enhanced recommendation to the verdict email when an LLM is configured', async () => {
    const stub = await startLlmStub(() => ({ status: 200, payload: { choices: [{ message: { role: 'assistant', content: ADVICE } }] } }));
    let app: TestApp | undefined;
    try {
      app = await startTestApp(pipelineOverrides({ LLM_BASE_URL: stub.url, LLM_MODEL: 'stub-model', LLM_API_KEY: 'test-key' }));
      const member = uniqueEmail('llm');
      await registerFamilyMember(app, member);
      await forward(app, member, SCAM, { style: 'gmail' });
      const reply = await waitForReply(member);
      expect(reply.subject).toMatch(/^SCAM/);
      expect(reply.text).toContain('Call the Canada Revenue Agency at the number on its official website');
      expect(stub.requests).toHaveLength(1);
      // Only a short redacted excerpt leaves our system: no full links, no email addresses, no long numbers.
      expect(stub.requests[0]).not.toMatch(/https?:\/\/|noreply@|185\.23\.44\.10\//);
      expect(stub.requests[0].length).toBeLessThan(4000);
      const rows = await app.app.get(DataSource).query('SELECT analysis_result FROM email_inbox WHERE sender_email = $1', [member]);
      expect(rows[0].analysis_result.aiEnhanced.recommendation).toBe(ADVICE);
    } finally {
      if (app) await closeApp(app);
      stub.server.close();
    }
  });

  it('still answers with the engine verdict when the LLM fails', async () => {
    const stub = await startLlmStub(() => ({ status: 500, payload: { error: 'overloaded' } }));
    let app: TestApp | undefined;
    try {
      app = await startTestApp(pipelineOverrides({ LLM_BASE_URL: stub.url, LLM_MODEL: 'stub-model' }));
      const member = uniqueEmail('llm-down');
      await registerFamilyMember(app, member);
      await forward(app, member, SCAM, { style: 'outlook' });
      const reply = await waitForReply(member);
      expect(reply.subject).toMatch(/^SCAM/);
      const rows = await app.app.get(DataSource).query('SELECT analysis_result FROM email_inbox WHERE sender_email = $1', [member]);
      expect(rows[0].analysis_result.aiEnhanced).toBeUndefined();
    } finally {
      if (app) await closeApp(app);
      stub.server.close();
    }
  });

  it('finding 14: an answer injecting a phone number never reaches the verdict email or the stored result', async () => {
    const injected = 'Your refund is real. Call the CRA refund desk at 1-800-555-0199 today to release it.';
    const stub = await startLlmStub(() => ({ status: 200, payload: { choices: [{ message: { role: 'assistant', content: injected } }] } }));
    let app: TestApp | undefined;
    try {
      app = await startTestApp(pipelineOverrides({ LLM_BASE_URL: stub.url, LLM_MODEL: 'stub-model' }));
      const member = uniqueEmail('llm-phone');
      await registerFamilyMember(app, member);
      await forward(app, member, SCAM, { style: 'gmail' });
      const reply = await waitForReply(member);
      expect(stub.requests).toHaveLength(1);
      expect(reply.subject).toMatch(/^SCAM/);
      for (const part of [reply.text ?? '', typeof reply.html === 'string' ? reply.html : '']) {
        expect(part).not.toMatch(/555[\s.-]?0199|refund desk/);
      }
      const rows = await app.app.get(DataSource).query('SELECT analysis_result FROM email_inbox WHERE sender_email = $1', [member]);
      expect(rows[0].analysis_result.aiEnhanced).toBeUndefined();
    } finally {
      if (app) await closeApp(app);
      stub.server.close();
    }
  });
});
