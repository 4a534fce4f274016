// CI guard (ARCHITECTURE): the browser build must hold no server library. Module server files
// are parsed for the browser (remix #7625); this proves tree-shaking dropped them.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve('public/build')
// Strings only these libraries' code contains.
const SIGNATURES: Record<string, RegExp> = {
  mongodb: /MongoServerError|MongoClient/,
  bull: /bull:[a-z]+:|Missing lock for job/,
  ioredis: /ioredis|ReplyError/,
  nodemailer: /nodemailer/,
  stripe: /api\.stripe\.com/,
  nedb: /@seald-io\/nedb|persistence\.compactDatafile/,
  scrypt: /scrypt\$/,
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name)
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.js') ? [p] : []
  })
}

const found: string[] = []
for (const file of files(ROOT)) {
  const code = readFileSync(file, 'utf8')
  for (const [lib, pattern] of Object.entries(SIGNATURES)) if (pattern.test(code)) found.push(`${path.relative(ROOT, file)}: ${lib}`)
}
if (found.length) {
  console.error(`Server code in the browser build:\n${found.join('\n')}`)
  process.exit(1)
}
console.log(`browser build clean: ${files(ROOT).length} files, no server library`)
