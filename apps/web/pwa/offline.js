// The offline page (offline.html): in the diner's language, as the app picks it (`?lng=`, then the browser's
// list), and back to the page the diner asked for as soon as the connection returns.
(function () {
  var asked = new URLSearchParams(location.search).getAll('lng');
  var codes = asked.concat(Array.from(navigator.languages || []), [navigator.language]);
  var chinese = false;
  for (var i = 0; i < codes.length; i += 1) {
    var code = String(codes[i] || '').toLowerCase();
    if (code.indexOf('zh') === 0) {
      chinese = true;
      break;
    }
    if (code.indexOf('en') === 0) {
      break;
    }
  }
  var lang = chinese ? 'zh-CN' : 'en';
  document.documentElement.lang = lang;
  document.querySelectorAll('[data-offline-lang]').forEach(function (block) {
    block.hidden = block.getAttribute('data-offline-lang') !== lang;
  });
  if (chinese) {
    document.title = document.title.replace('You are offline', '您已离线');
  }
  var retry = function () {
    location.reload();
  };
  document.querySelectorAll('[data-retry]').forEach(function (button) {
    button.addEventListener('click', retry);
  });
  window.addEventListener('online', retry);
})();
