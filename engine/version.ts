// The engine's model version. Bump it whenever a change alters results for the same inputs and
// seed (parameters, formulas, band quantiles), so stored results can say which model made them.
// 1: the first model (uncalibrated). 2: calibrated to published effect sizes (issue 11, ADR 023),
// union level and statistical power as a share of years (ADR 024), bands at q·(R+1).
export const ENGINE_VERSION = 2
