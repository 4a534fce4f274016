// The production text adapter: an OpenAI-compatible chat-completions endpoint rewrites the
// composer's texts for readability. The model gets the figures and the composer's texts as its
// basis; its answer reaches a reader only if checkChatAnswer passes it. A refusal, an error, a
// timeout or a failed check gives the composer's texts: a result always has its texts (ADR 022).
import type { Logger } from '#app/log/logger.server'
import { checkChatAnswer } from './check'
import { composePairTexts } from './compose'
import { factsOf } from './numbers'
import { TEXT_SECTIONS, type PairTextInput, type PairTexts } from './types'

export interface ChatOptions {
  url: string
  apiKey?: string
  model: string
  /** The whole exchange, answer body included; a few seconds (SPEC leaves it open; ADR 022). */
  timeoutMs?: number
  logger?: Pick<Logger, 'warn'>
}

export const CHAT_TIMEOUT_MS = 5000
/** An answer longer than this is not a rewrite of our texts. */
const MAX_ANSWER_BYTES = 64 * 1024

/** `https://host/v1` and `https://host/v1/chat/completions` both name the same endpoint. */
export const chatCompletionsUrl = (url: string) => (/\/chat\/completions\/?$/.test(url) ? url : `${url.replace(/\/+$/, '')}/chat/completions`)

const LANGUAGE = { ru: 'Russian', en: 'English' } as const

function instructions(input: PairTextInput): string {
  const keys = ['summary', ...TEXT_SECTIONS].join(', ')
  return [
    `You edit the texts of a one-year compatibility forecast for ${input.variant === 'love' ? 'a couple or two friends' : 'two colleagues'}.`,
    `Rewrite the basis texts so they read naturally in ${LANGUAGE[input.lang]}, for a reader who is not a statistician.`,
    `Answer with one JSON object and nothing else, with exactly the keys ${keys}: summary is a string, every other key an array of strings with exactly as many items as the basis has for that key, in the same order.`,
    'Keep every figure exactly as the basis gives it and add no figure of your own: no years, dates, percentages or counts that the basis does not contain.',
    'Never change a direction (rising, falling), a level, an outlook or a mood band: the figures are the forecast, the words follow them.',
    input.lang === 'ru'
      ? "Address the reader with 'вы'. Keep the people's names in the nominative exactly as written, and phrase sentences so no verb or adjective shows a person's gender."
      : "Keep the people's names exactly as written and avoid gendered pronouns for them.",
    'No Markdown.',
  ].join('\n')
}

function basisMessage(input: PairTextInput, basis: PairTexts): string {
  const { lang: _lang, source: _source, ...texts } = basis
  return JSON.stringify({ language: input.lang, variant: input.variant, names: input.names, figures: factsOf(input.result), basis: texts })
}

/** One request to the endpoint: the message content, or an Error saying why not. */
async function ask(options: ChatOptions, input: PairTextInput, basis: PairTexts): Promise<string> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new Error(`no answer in ${options.timeoutMs ?? CHAT_TIMEOUT_MS} ms`)), options.timeoutMs ?? CHAT_TIMEOUT_MS)
  try {
    const response = await fetch(chatCompletionsUrl(options.url), {
      method: 'POST',
      signal: controller.signal,
      headers: { 'Content-Type': 'application/json', ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}) },
      body: JSON.stringify({
        model: options.model,
        temperature: 0.3,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: instructions(input) },
          { role: 'user', content: basisMessage(input, basis) },
        ],
      }),
    })
    const body = await response.text()
    if (!response.ok) throw new Error(`status ${response.status}`)
    if (body.length > MAX_ANSWER_BYTES) throw new Error('answer too long')
    const content = (JSON.parse(body) as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message?.content
    if (typeof content !== 'string') throw new Error('no message content')
    return content
  } finally {
    clearTimeout(timer)
  }
}

/** The composer's texts rewritten by the chat model when its answer passes the checks, else the composer's. */
export async function composeWithChat(options: ChatOptions, input: PairTextInput): Promise<PairTexts> {
  const basis = composePairTexts(input)
  let content: string
  try {
    content = await ask(options, input, basis)
  } catch (error) {
    // The reason only: never the key, and the endpoint's body may echo our input.
    options.logger?.warn('chat texts: endpoint failed, composer texts used', { reason: error instanceof Error ? error.message.slice(0, 200) : 'unknown' })
    return basis
  }
  const checked = checkChatAnswer(content, basis, input)
  if (!checked.ok) {
    options.logger?.warn('chat texts: answer refused, composer texts used', { reason: checked.reason, detail: checked.detail })
    return basis
  }
  return checked.texts
}
