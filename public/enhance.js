// Plain enhancement for pages that do not hydrate: a submitted form's button shows it is working
// and cannot be pressed twice. Everything works without this file.
document.addEventListener('submit', function (event) {
  var form = event.target
  if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return
  var button = event.submitter || form.querySelector('button[type=submit]')
  if (!button) return
  if (form.dataset.submitting) {
    event.preventDefault()
    return
  }
  form.dataset.submitting = '1'
  button.setAttribute('aria-busy', 'true')
  button.setAttribute('data-loading', 'true')
  button.style.opacity = '0.7'
  // Disabled too, so it says it cannot be pressed; after this event, since a submitter disabled
  // before the form is read would leave its name and value out of what is sent.
  setTimeout(function () {
    button.disabled = true
  }, 0)
})
// Coming back through the history cache must not leave a form locked.
window.addEventListener('pageshow', function () {
  document.querySelectorAll('form[data-submitting]').forEach(function (form) {
    delete form.dataset.submitting
    form.querySelectorAll('[aria-busy]').forEach(function (b) {
      b.removeAttribute('aria-busy')
      b.removeAttribute('data-loading')
      b.disabled = false
      b.style.opacity = ''
    })
  })
})
// Password fields' 'show' buttons (app/ui/form.tsx): rendered hidden, since without a script they
// could do nothing; shown and wired here. A native button: Tab reaches it, Enter and Space press it.
document.querySelectorAll('button[data-password-toggle]').forEach(function (button) {
  var input = document.getElementById(button.getAttribute('aria-controls'))
  if (!input) return
  button.hidden = false
  button.addEventListener('click', function () {
    var show = input.type === 'password'
    input.type = show ? 'text' : 'password'
    button.setAttribute('aria-pressed', String(show))
    var stroke = button.querySelector('[data-crossed]')
    if (stroke) stroke.setAttribute('visibility', show ? 'visible' : 'hidden')
  })
})
