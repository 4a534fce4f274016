// Mood bands of SPEC §3: the scorer's starting mood uses the engine's one definition
// (engine/core/bands.ts), so a profile and a simulated mood of the same value share a band.

export { moodBand, MOOD_BANDS, type MoodBand } from '../core/bands'
