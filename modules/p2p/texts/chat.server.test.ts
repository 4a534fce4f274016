// The chat adapter against a real local HTTP server playing an OpenAI-compatible endpoint: a good
// answer is used; a broken one, one in the wrong language, one with a wrong figure, one that
// contradicts the outlook, and one that never comes all give the composer's texts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { forecastPair } from '#engine/index'
import { parseEnv } from '#app/config/env.server'
import { createPairTextPort } from './port.server'
import { composePairTexts } from './compose'
import { allowedNumbers, checkChatAnswer, numbersIn } from './check'
import { chatCompletionsUrl } from './chat.server'
import { TEXT_SECTIONS, type PairTextInput, type PairTexts } from './types'
import { samplePair } from './sample-pair.fixture'

type Mode = 'good' | 'status500' | 'notJson' | 'wrongLanguage' | 'wrongFigure' | 'wrongOutlook' | 'fewerItems' | 'hang' | 'fenced'

const result = forecastPair(samplePair())
const ruInput: PairTextInput = { result, names: { left: 'Анна', right: 'Саша' }, lang: 'ru', variant: 'work' }
const enInput: PairTextInput = { ...ruInput, lang: 'en' }

interface Seen {
  path: string
  authorization?: string
  body: { model: string; messages: { role: string; content: string }[] }
}
const seen: Seen[] = []
let server: Server
let base: string
const hanging: ServerResponse[] = []

/** A rewrite that keeps every figure: sentence by sentence, with a softer opening word. */
const rewrite = (texts: Omit<PairTexts, 'lang' | 'source'>, lang: string) => {
  const lead = lang === 'ru' ? 'Итак: ' : 'In short: '
  const out: Record<string, unknown> = { summary: lead + texts.summary }
  for (const s of TEXT_SECTIONS) out[s] = texts[s].map((p) => lead + p)
  return out
}

function answer(res: ServerResponse, content: string) {
  res.writeHead(200, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify({ id: 'x', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }))
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  let raw = ''
  for await (const chunk of req) raw += chunk
  const body = JSON.parse(raw) as Seen['body']
  seen.push({ path: req.url ?? '', authorization: req.headers.authorization, body })
  const mode = body.model as Mode
  const user = JSON.parse(body.messages.find((m) => m.role === 'user')!.content) as { language: string; basis: Omit<PairTexts, 'lang' | 'source'> }
  const good = rewrite(user.basis, user.language)
  switch (mode) {
    case 'good':
      return answer(res, JSON.stringify(good))
    case 'fenced':
      return answer(res, '```json\n' + JSON.stringify(good) + '\n```')
    case 'status500':
      res.writeHead(500)
      return res.end('{"error":"overloaded"}')
    case 'notJson':
      return answer(res, 'Sorry, I cannot help with that.')
    case 'wrongLanguage': {
      const english = composePairTexts({ ...ruInput, lang: 'en' })
      return answer(res, JSON.stringify(rewrite(english, 'en')))
    }
    case 'wrongFigure': {
      const c = String(Math.round(result.compatibility.median))
      return answer(res, JSON.stringify({ ...good, summary: (good.summary as string).replace(c, '97') }))
    }
    case 'wrongOutlook': {
      // A word of an outlook the result does not have.
      const other = (['improving', 'declining', 'stable'] as const).find((o) => o !== result.outlook)!
      const word = user.language === 'ru' ? { improving: 'улучшаются', declining: 'ухудшаются', stable: 'стабильны' }[other] : other
      return answer(res, JSON.stringify({ ...good, summary: `${good.summary} ${word}` }))
    }
    case 'fewerItems':
      return answer(res, JSON.stringify({ ...good, recommendations: (good.recommendations as string[]).slice(1) }))
    case 'hang':
      hanging.push(res)
      return
  }
}

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
})
afterAll(async () => {
  for (const res of hanging) res.destroy()
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const warnings: { message: string; fields?: Record<string, unknown> }[] = []
const logger = { warn: (message: string, fields?: Record<string, unknown>) => void warnings.push({ message, fields }) }
const port = (model: Mode, timeoutMs = 2000) => createPairTextPort({ CHAT_URL: base, CHAT_API_KEY: 'sk-test', CHAT_MODEL: model }, { timeoutMs, logger })

describe('the chat text adapter', () => {
  it('uses a good answer: the same figures, reworded, in the asked language', async () => {
    const texts = await port('good').compose(ruInput)
    expect(texts.source).toBe('chat')
    expect(texts.lang).toBe('ru')
    expect(texts.summary.startsWith('Итак: ')).toBe(true)
    const basis = composePairTexts(ruInput)
    for (const s of TEXT_SECTIONS) expect(texts[s]).toHaveLength(basis[s].length)
    const last = seen.at(-1)!
    expect(last.path).toBe('/v1/chat/completions')
    expect(last.authorization).toBe('Bearer sk-test')
    expect(last.body.messages[0].content).toContain('Russian')
    // The basis the model gets is the composer's text and the figures.
    expect(last.body.messages[1].content).toContain(basis.compatibility[0])
    expect((await port('good').compose(enInput)).source).toBe('chat')
  })

  it('reads an answer wrapped in a Markdown fence', async () => {
    expect((await port('fenced').compose(enInput)).source).toBe('chat')
  })

  for (const [mode, reason] of [
    ['status500', 'endpoint failed'],
    ['notJson', 'answer refused'],
    ['wrongLanguage', 'answer refused'],
    ['wrongFigure', 'answer refused'],
    ['wrongOutlook', 'answer refused'],
    ['fewerItems', 'answer refused'],
  ] as const) {
    it(`falls back to the composer when the endpoint ${mode === 'status500' ? 'fails' : `answers with ${mode}`}`, async () => {
      warnings.length = 0
      const texts = await port(mode).compose(ruInput)
      expect(texts).toEqual(composePairTexts(ruInput))
      expect(warnings[0]?.message).toContain(reason)
    })
  }

  it('falls back to the composer when the endpoint never answers', async () => {
    warnings.length = 0
    const texts = await port('hang', 300).compose(enInput)
    expect(texts).toEqual(composePairTexts(enInput))
    expect(String(warnings[0]?.fields?.reason)).toContain('no answer')
  })

  it('falls back to the composer when nothing listens', async () => {
    const closed = createPairTextPort({ CHAT_URL: 'http://127.0.0.1:9/v1', CHAT_MODEL: 'good' }, { timeoutMs: 1000, logger })
    expect(await closed.compose(ruInput)).toEqual(composePairTexts(ruInput))
  })
})

describe('the text port', () => {
  it('is the composer without CHAT_URL, the chat adapter with it', async () => {
    const env = parseEnv({ NODE_ENV: 'test' })
    const composer = createPairTextPort(env)
    expect(composer.kind).toBe('composer')
    expect(await composer.compose(ruInput)).toEqual(composePairTexts(ruInput))
    expect(createPairTextPort(parseEnv({ NODE_ENV: 'test', CHAT_URL: 'https://llm.example/v1', CHAT_MODEL: 'm' })).kind).toBe('chat')
  })

  it('refuses to boot with CHAT_URL but no CHAT_MODEL, naming the variable', () => {
    expect(() => parseEnv({ NODE_ENV: 'test', CHAT_URL: 'https://llm.example/v1' })).toThrow(/CHAT_MODEL/)
    expect(() => parseEnv({ NODE_ENV: 'test', CHAT_URL: 'not a url', CHAT_MODEL: 'm' })).toThrow(/CHAT_URL/)
  })

  it('takes the base URL or the full chat-completions address', () => {
    expect(chatCompletionsUrl('https://h/v1')).toBe('https://h/v1/chat/completions')
    expect(chatCompletionsUrl('https://h/v1/')).toBe('https://h/v1/chat/completions')
    expect(chatCompletionsUrl('https://h/v1/chat/completions')).toBe('https://h/v1/chat/completions')
  })
})

describe('the figure check', () => {
  it('reads signed figures, ranges and decimals', () => {
    expect(numbersIn('от −100 до +100, 61–69, (−35), 4,5 и 10–90 %')).toEqual([-100, 100, 61, 69, -35, 4.5, 10, 90])
  })

  it('allows a figure within rounding and refuses one beyond it', () => {
    const basis = composePairTexts(enInput)
    const allowed = allowedNumbers(enInput, basis)
    const c = result.compatibility.median
    expect(allowed.some((a) => Math.abs(a - Number(c.toFixed(1))) <= 0.5)).toBe(true)
    const { lang: _l, source: _s, ...answer } = basis
    const far = [...Array(200).keys()].find((n) => !allowed.some((a) => Math.abs(a - n) <= 1.5))!
    const bad = { ...answer, compatibility: [`${answer.compatibility[0]} Also ${far}.`, ...answer.compatibility.slice(1)] }
    const checked = checkChatAnswer(JSON.stringify(bad), basis, enInput)
    expect(checked.ok).toBe(false)
    if (!checked.ok) expect(checked.reason).toBe('number')
  })

  it('refuses an answer far longer or shorter than the basis', () => {
    const basis = composePairTexts(enInput)
    const { lang: _l, source: _s, ...answer } = basis
    const short = { ...answer, forecast: answer.forecast.map(() => 'Fine.') }
    const checked = checkChatAnswer(JSON.stringify(short), basis, enInput)
    expect(checked.ok ? 'ok' : checked.reason).toBe('length')
  })
})
