// The benchmark's floor: a widget that only counts clicks. A click goes to the kernel, which
// adds one and sends the count back; nothing is computed or drawn but one number. What it
// measures is what every widget pays on this machine (browser, server, kernel and back, then
// the next frame), so a Table click cannot be faster than this.
function render({ model, el }) {
  const button = document.createElement("button");
  button.className = "tl-echo";
  button.textContent = "echo";
  const count = document.createElement("span");
  el.append(button, count);
  window.tarotlabEcho = window.tarotlabEcho || [];
  let at = null;
  button.addEventListener("click", () => {
    at = performance.now();
    model.send({ do: "echo" });
  });
  model.on("change:count", () => {
    count.textContent = String(model.get("count"));
    const arrive = performance.now() - at;
    requestAnimationFrame(() => {
      window.tarotlabEcho.push({ arrive, picture: performance.now() - at });
    });
  });
}

export default { render };
