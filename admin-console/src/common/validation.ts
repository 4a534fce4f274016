// Form checks mirroring the API's bounds (docs/administrator-api.md, SPEC §5); the server checks the
// same with its zod schemas and refuses anything else (invalidBody), so these only spare a round trip.
import { email, maxLength, maxValue, minValue, number, regex, required } from 'react-admin'

/** SPEC §5 name: Cyrillic and Latin letters (accented too), apostrophe, hyphen, space; starts with a letter or apostrophe. */
const NAME = /^[\p{L}'][\p{L}' -]*$/u
/** SPEC §5 phone: optional plus, optional (3 digits), then digits, spaces, dots or hyphens. */
const PHONE = /^\+?(\(\d{3}\))?[\d .-]*$/
/** SPEC §5 position: letters and digits at both ends; hyphen, dot and space inside. */
const POSITION = /^[\p{L}\d]([\p{L}\d .-]*[\p{L}\d])?$/u

export const validateRequiredEmail = [required('rapport.validation.required'), email('rapport.validation.email'), maxLength(254)]
export const validateEmail = [email('rapport.validation.email'), maxLength(254)]
export const validateRequiredName = [required('rapport.validation.required'), maxLength(100), regex(NAME, 'rapport.validation.name')]
export const validateName = [maxLength(100), regex(NAME, 'rapport.validation.name')]
export const validateFullName = [maxLength(200)]
export const validatePhone = [maxLength(40), regex(PHONE, 'rapport.validation.phone')]
export const validatePosition = [maxLength(100), regex(POSITION, 'rapport.validation.position')]
export const validateCompanyName = [maxLength(200)]
export const validateInformation = [maxLength(2000)]
/** ADR 034: a batch is 1..50 profiles. */
export const validateBatchSize = [number(), minValue(1), maxValue(50)]
export const validateSearch = [maxLength(100)]
