import { defineModuleServer } from '../types'

export default defineModuleServer({ name: 'history', jobs: [] })
