// Questionnaire steps, when JavaScript runs: dependent questions appear and disappear as answers
// change, without a round trip, and a formula (age from the birth date) shows its value at once.
// The rules are those of modules/questionnaires/visibility.ts (isVisible, conditionHolds) and
// formulas.ts; the server applies them again on every POST, so this file only saves a round trip.
// Plain ES5, no framework: the pages do not hydrate.
;(function () {
  'use strict'
  var NO_ANSWER = '__none__'
  var NUMBER = /^-?\d+(\.\d+)?$/
  var form = document.querySelector('form[data-filling]')
  if (!form) return
  var prior = {}
  try {
    prior = JSON.parse(form.getAttribute('data-answers') || '{}') || {}
  } catch (e) {
    prior = {}
  }
  var questions = Array.prototype.slice.call(form.querySelectorAll('[data-q]'))
  // The no-JS way of showing new questions is not needed here (a style: the button's class sets its display).
  var refresh = form.querySelector('.filling-refresh')
  if (refresh) refresh.style.display = 'none'
  // Questions appear here as answers change, so every visible question has been seen: the server
  // may call any of them missing (SHOWN_FIELD in modules/questionnaires/filling.ts).
  var shown = form.querySelector('input[name=shown]')
  if (shown) shown.parentNode.removeChild(shown)

  function asNumber(value) {
    if (typeof value === 'number') return isFinite(value) ? value : null
    var s = String(value).trim()
    return NUMBER.test(s) ? Number(s) : null
  }

  function compare(op, a, b) {
    if (op === '=') return a === b
    return op === '>' ? a > b : a < b
  }

  function conditionHolds(answer, condition) {
    var op = condition.charAt(0) === '>' ? '>' : condition.charAt(0) === '<' ? '<' : '='
    var operand = /^[=<>]/.test(condition) ? condition.slice(1) : condition
    if (answer === undefined || answer === null || answer === '') return false
    if (Array.isArray(answer)) {
      if (op === '=') return answer.indexOf(operand) >= 0
      var n = asNumber(operand)
      return n !== null && compare(op, answer.length, n)
    }
    if (answer === NO_ANSWER) return op === '=' && operand === NO_ANSWER
    var a = asNumber(answer)
    var b = asNumber(operand)
    if (a !== null && b !== null) return compare(op, a, b)
    return compare(op, String(answer).trim(), operand)
  }

  function visible(dependsOn, answers) {
    var scope = (dependsOn && dependsOn.scope) || []
    if (scope.length === 0) return true
    var all = dependsOn.operator === 'and'
    for (var i = 0; i < scope.length; i++) {
      var holds = conditionHolds(answers[scope[i].neuronName], scope[i].condition)
      if (all && !holds) return false
      if (!all && holds) return true
    }
    return all
  }

  function birthDateAge(year, month, day) {
    var y = asNumber(year)
    var m = asNumber(month)
    var d = asNumber(day)
    if (y === null || m === null || d === null) return null
    var date = new Date(Date.UTC(y, m - 1, d))
    if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null
    var today = new Date()
    var age = today.getUTCFullYear() - y
    var monthDiff = today.getUTCMonth() - (m - 1)
    if (monthDiff < 0 || (monthDiff === 0 && today.getUTCDate() < d)) age -= 1
    return age < 0 ? null : age
  }

  var FORMULAS = {
    age_from_birth_date: function (answers, suffix) {
      return birthDateAge(answers['birth_year' + suffix], answers['birth_month' + suffix], answers['birth_day' + suffix])
    },
  }

  /** What the question's controls say now, as the server would store it (undefined: no answer). */
  function readAnswer(el) {
    var type = el.getAttribute('data-type')
    var inputs = Array.prototype.slice.call(el.querySelectorAll('input, select'))
    var declined = inputs.some(function (i) {
      return i.value === NO_ANSWER && (i.checked || i.tagName === 'SELECT')
    })
    if (declined) return NO_ANSWER
    if (type === 'multiselect') {
      return inputs
        .filter(function (i) {
          return i.checked
        })
        .map(function (i) {
          return i.value
        })
    }
    if (type === 'select' || type === 'range') {
      for (var i = 0; i < inputs.length; i++) {
        if (inputs[i].checked) return type === 'range' ? asNumber(inputs[i].getAttribute('data-bound')) : inputs[i].value
      }
      return undefined
    }
    for (var j = 0; j < inputs.length; j++) {
      var input = inputs[j]
      if (input.type === 'checkbox') continue
      return input.value.trim() === '' ? undefined : input.value.trim()
    }
    return undefined
  }

  function update() {
    var answers = {}
    var names = {}
    questions.forEach(function (el) {
      names[el.getAttribute('data-q')] = true
    })
    // Earlier steps' answers from the server; this step's come from its controls.
    Object.keys(prior).forEach(function (k) {
      if (!names[k]) answers[k] = prior[k]
    })
    questions.forEach(function (el) {
      var name = el.getAttribute('data-q')
      var depends = el.getAttribute('data-depends')
      var show = true
      if (depends) {
        try {
          show = visible(JSON.parse(depends), answers)
        } catch (e) {
          show = true
        }
      }
      el.hidden = !show
      Array.prototype.forEach.call(el.querySelectorAll('input, select'), function (i) {
        i.disabled = !show
      })
      if (!show) return
      if (el.getAttribute('data-type') === 'formula') {
        var output = el.querySelector('output')
        var formula = output && FORMULAS[output.getAttribute('data-formula')]
        if (!formula) return
        var suffix = /_partner$/.test(name) ? '_partner' : ''
        var value = formula(answers, suffix)
        output.textContent = value === null ? '—' : String(value)
        if (value !== null) answers[name] = value
        return
      }
      var answer = readAnswer(el)
      if (answer !== undefined) answers[name] = answer
    })
  }

  form.addEventListener('change', update)
  form.addEventListener('input', update)
  update()
  // Ready: answers given before this ran were read by the update above.
  form.setAttribute('data-enhanced', 'true')
})()
