// `npm run reconcile -w @lingxi/server`: checks that every balance equals the sum of its ledger rows, and every market
// item's like count its likes (DATABASE_URL or the embedded database in DATA_DIR). Exit 0 when they do, 1 with the list
// otherwise.
import { loadEnv } from '../config/env.js';
import { openDatabase } from '../db/client.js';
import { findLedgerMismatches } from '../modules/economy/index.js';
import { findLikeMismatches } from '../modules/market/index.js';

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const mismatches = await findLedgerMismatches(database.db);
  if (mismatches.length === 0) {
    console.log('ledger: every balance equals the sum of its ledger rows');
  } else {
    for (const { userId, score, ledger } of mismatches) console.error(`user ${userId}: balance ${score}, ledger ${ledger}`);
    process.exitCode = 1;
  }
  const likes = await findLikeMismatches(database.db);
  if (likes.length === 0) {
    console.log('likes: every market item’s like count equals its likes');
  } else {
    for (const { id, agreeNum, likes: counted } of likes) console.error(`market item ${id}: agreeNum ${agreeNum}, likes ${counted}`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
