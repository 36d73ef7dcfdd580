// The bare Node server that bench/api-load.mjs measures the API against: node:http answering each route
// with the bytes the API gave for it, from memory. It runs in a process of its own, as the API does, so
// neither server shares a thread with the load generator. The bench sends it the answers over IPC
// ({ url, type, body in base64 }[]) and it answers with the port it listens on.
import { createServer } from 'node:http';

process.once('message', (answers) => {
  const bodies = new Map(answers.map(({ url, type, body }) => [url, { type, body: Buffer.from(body, 'base64') }]));
  const server = createServer((request, response) => {
    const answer = bodies.get(request.url);
    if (!answer) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': answer.type, 'content-length': answer.body.length }).end(answer.body);
  });
  server.listen(0, '127.0.0.1', () => process.send(server.address().port));
});
process.once('disconnect', () => process.exit(0));
