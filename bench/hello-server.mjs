// The baseline for the API figures: a bare Fastify hello-world route, run in its own process so
// it does not share an event loop with the API or the load generator.
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 8191);
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port, host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
