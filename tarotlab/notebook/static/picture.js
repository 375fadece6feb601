// A picture (a game's view as HTML, its <style> included) scaled down to fit its box: the
// width it is given and the window's height below its top, so that a drill's question and
// its position share one screen (a projector at 1280x800 included). Never scaled up.
function render({ model, el }) {
  const box = document.createElement("div");
  box.className = "tlp-box";
  const inner = document.createElement("div");
  inner.className = "tlp-inner";
  box.append(inner);
  el.append(box);

  function fit() {
    inner.style.zoom = "";
    const width = box.clientWidth;
    const room = window.innerHeight - box.getBoundingClientRect().top - 12;
    const natural = [inner.scrollWidth, inner.scrollHeight];
    let factor = 1;
    if (width > 0 && natural[0] > width + 1) factor = width / natural[0];
    if (model.get("fit_height") && room > 150 && natural[1] * factor > room) {
      factor = room / natural[1];
    }
    if (factor < 0.999) inner.style.zoom = String(Math.max(factor, 0.3));
    box.dataset.zoom = inner.style.zoom || "1";
  }

  function draw() {
    inner.innerHTML = model.get("html");
    requestAnimationFrame(fit);
  }

  model.on("change:html", draw);
  const resized = () => requestAnimationFrame(fit);
  window.addEventListener("resize", resized);
  draw();
  return () => window.removeEventListener("resize", resized);
}

export default { render };
