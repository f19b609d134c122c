/// The page's only script: it listens to `/events` and swaps each new `#content` fragment in.
///
/// Everything works without it (the forms post and redirect); it only saves reloading. When it
/// swaps, it keeps what the customer was typing and where the cursor was, and it skips a
/// fragment whose `data-version` equals the shown one.
enum LiveUpdateScript {
    static let source = """
        (function () {
          if (!window.EventSource) { return; }
          var events = new EventSource("/events");
          events.addEventListener("content", function (event) {
            var current = document.getElementById("content");
            var holder = document.createElement("div");
            holder.innerHTML = event.data;
            var next = holder.firstElementChild;
            if (!current || !next || current.dataset.version === next.dataset.version) { return; }
            var focused = document.activeElement && document.activeElement.id;
            current.querySelectorAll("input[id], select[id]").forEach(function (field) {
              var changed = field.tagName === "SELECT"
                ? !(field.selectedIndex >= 0 && field.options[field.selectedIndex].defaultSelected)
                : field.value !== field.defaultValue;
              var twin = next.querySelector("[id='" + field.id + "']");
              if (changed && twin && field.type !== "password") { twin.value = field.value; }
            });
            current.replaceWith(next);
            if (focused) {
              var again = document.getElementById(focused);
              if (again) { again.focus(); }
            }
          });
          events.addEventListener("end", function () { events.close(); });
        })();
        """
}
