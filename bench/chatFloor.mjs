// The floor of the chat benchmark's "added" figure: a bare node:http relay that does nothing but what any chat
// server must — read the request, call the sim over a keep-alive connection, parse its SSE and write NDJSON frames.
// No auth, no database, no framework. What `bench/chat.mjs` measures for it (BENCH_CHAT_FLOOR=1) is the cost of
// the two extra HTTP hops and of the processes' scheduling on this machine, which no server can go below.
// Usage: node bench/chatFloor.mjs <sim url> — prints its own URL once it listens.
import http from 'node:http';

const sim = new URL('/v1/chat/completions', process.argv[2]);
const agent = new http.Agent({ keepAlive: true });
const server = http.createServer((req, res) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    const { prompt } = JSON.parse(body);
    const payload = JSON.stringify({ model: 'floor', messages: [{ role: 'user', content: prompt }], stream: true, stream_options: { include_usage: true } });
    const upstream = http.request(
      sim,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), authorization: 'Bearer sk-sim-0000000000000000' },
      },
      (answer) => {
        res.writeHead(200, { 'content-type': 'application/x-ndjson; charset=utf-8' });
        res.write(`${JSON.stringify({ type: 'start' })}\n`);
        let buffer = '';
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk) => {
          buffer += chunk;
          let newline;
          while ((newline = buffer.indexOf('\n')) >= 0) {
            const line = buffer.slice(0, newline);
            buffer = buffer.slice(newline + 1);
            if (!line.startsWith('data:') || line.includes('[DONE]')) continue;
            const delta = JSON.parse(line.slice(5)).choices?.[0]?.delta?.content;
            if (delta) {
              text += delta;
              res.write(`${JSON.stringify({ type: 'delta', delta })}\n`);
            }
          }
        });
        answer.on('end', () => res.end(`${JSON.stringify({ type: 'end', is_end: true, text })}\n`));
      },
    );
    upstream.end(payload);
  });
});
server.listen(0, '127.0.0.1', () => console.log(`http://127.0.0.1:${server.address().port}`));
