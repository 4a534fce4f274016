// The text port (ADR 022): who writes a pair result's texts. Unset CHAT_URL: the embedded composer.
// Set: the chat adapter, which falls back to the composer on any failure. Creating a port opens
// nothing; a job creates one and calls compose once per language.
import type { Env } from '#app/config/env.server'
import type { Logger } from '#app/log/logger.server'
import { composeWithChat, CHAT_TIMEOUT_MS } from './chat.server'
import { composePairTexts } from './compose'
import type { PairTextInput, PairTexts } from './types'

export interface PairTextPort {
  kind: 'composer' | 'chat'
  compose(input: PairTextInput): Promise<PairTexts>
}

export interface PairTextPortOptions {
  timeoutMs?: number
  logger?: Pick<Logger, 'warn'>
}

export function createPairTextPort(env: Pick<Env, 'CHAT_URL' | 'CHAT_API_KEY' | 'CHAT_MODEL'>, options: PairTextPortOptions = {}): PairTextPort {
  const { CHAT_URL: url, CHAT_API_KEY: apiKey, CHAT_MODEL: model } = env
  if (!url || !model) return { kind: 'composer', compose: async (input) => composePairTexts(input) }
  const chat = { url, apiKey, model, timeoutMs: options.timeoutMs ?? CHAT_TIMEOUT_MS, logger: options.logger }
  return { kind: 'chat', compose: (input) => composeWithChat(chat, input) }
}
