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
})
// Coming back through the history cache must not leave a form locked.
window.addEventListener('pageshow', function () {
  document.querySelectorAll('form[data-submitting]').forEach(function (form) {
    delete form.dataset.submitting
    form.querySelectorAll('[aria-busy]').forEach(function (b) {
      b.removeAttribute('aria-busy')
      b.removeAttribute('data-loading')
      b.style.opacity = ''
    })
  })
})
