// `npm run card-codes -w @lingxi/server -- <goodsId> <count> [batch]`: prints a batch of new card
// codes for one package, one per line, against DATABASE_URL or the embedded database in DATA_DIR.
import { loadEnv } from '../config/env.js';
import { openDatabase } from '../db/client.js';
import { generateCardCodes } from '../modules/economy/index.js';

const [goodsId, count, batch = `cli-${new Date().toISOString().slice(0, 10)}`] = process.argv.slice(2);
if (!goodsId || !count || !/^\d+$/.test(goodsId) || !/^\d+$/.test(count) || Number(count) < 1 || Number(count) > 10_000) {
  console.error('usage: card-codes <goodsId> <count 1–10000> [batch]');
  process.exit(2);
}
const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const codes = await generateCardCodes(database.db, Number(goodsId), Number(count), batch);
  process.stdout.write(`${codes.join('\n')}\n`);
} finally {
  await database.close();
}
