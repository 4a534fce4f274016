// Child process of durability.test.ts: opens a NeDB store in the directory given as the first
// argument and inserts documents until it is killed, from `lanes` concurrent writers (second
// argument). Each id is printed only after insertOne resolved, so every printed id is an
// acknowledged write that must survive the kill -9 the test sends.
import { createNedbStore } from './nedb.server'

const [dir, lanesArgument = '1'] = process.argv.slice(2)
if (!dir) throw new Error('usage: durability-writer.fixture.ts <dataDir> [lanes]')

const store = await createNedbStore(dir)
const acks = store.collection<{ _id: string; lane: number; n: number; at: Date; padding: string }>('acks')
// Some bulk per line, so that a kill lands inside an append now and then.
const padding = 'x'.repeat(2048)

async function write(lane: number) {
  for (let n = 0; n < 1_000_000; n += 1) {
    const doc = await acks.insertOne({ lane, n, at: new Date(), padding })
    process.stdout.write(`${doc._id}\n`)
  }
}

await Promise.all(Array.from({ length: Number(lanesArgument) }, (_, lane) => write(lane)))
