// The scene editor's form styles: the shared native fields', and a row of small buttons.
export { FIELD_STYLE, LABEL_STYLE } from '#app/ui/fields/native-field-styles'
/** Small secondary buttons in a person's card: 44 px high, wrap on narrow screens. */
export const ROW_STYLE = { display: 'flex', flexWrap: 'wrap', gap: 8 } as const
